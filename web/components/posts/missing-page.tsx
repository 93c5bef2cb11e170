import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../page-layout';
import { buttonClasses } from '../ui/button';
import { PageTitle } from '../page-title';

interface MissingPageProps {
  /** The page's heading and document title, e.g. 'User not found'. */
  title: string;
  text: string;
}

/** A profile or post that does not exist, with the spec's way back: 'Back to Feed'. */
export function MissingPage({ title, text }: MissingPageProps) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-white/[0.05] text-accent-300">
          <SearchX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg">{title}</h1>
        <p className="text-fg-muted">{text}</p>
        <Link to="/feed" className={buttonClasses({ className: 'mt-2' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Feed
        </Link>
      </div>
    </PageContainer>
  );
}
