import { peoplePostsRows } from './rows/people-posts.rows';
import { runMatrix } from './run-matrix';

runMatrix('people and posts', peoplePostsRows, {
  shows: ['subscribers-post', 'ppv-post', 'hidden-post'],
});
