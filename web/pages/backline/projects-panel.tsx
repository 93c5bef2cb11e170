/**
 * Video projects: an audiogram from the selected audio file (title, platform, optional cover
 * and lyric captions), rendered in a job with live progress, previewed here, downloaded or
 * saved to the vault.
 */
import { CreateProjectRequest, ProjectPlatform } from '@contract/studio';
import { Clapperboard, Download, ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/input';
import { EmptyState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import {
  useCreateProject,
  useProcessProject,
  useProjects,
  useSaveProjectToVault,
  useSetProjectCover,
} from '../../lib/api/studio.api';
import type { MediaItem, VideoProject } from '../../lib/api/studio.api';
import { useContractForm } from '../../lib/contract-form';
import { useDcypherHistory } from '../../lib/api/dcypher.api';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import { useJobProgress } from '../../lib/use-job-progress';

const PLATFORM_LABEL: Record<ProjectPlatform, string> = {
  general: 'General (1:1)',
  tiktok: 'TikTok (9:16)',
  instagram: 'Instagram (1:1)',
  youtube: 'YouTube (16:9)',
  twitter: 'Twitter (16:9)',
};

/** A D-Cypher result as caption lines: one per line, without its numbering. */
export function captionLinesOf(content: string): string {
  return content
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter(Boolean)
    .join('\n');
}

function RenderProgress({ jobId }: { jobId: number }) {
  const job = useJobProgress(jobId);
  const fraction = job.total ? job.done / job.total : 0;
  return (
    <div className="flex flex-col gap-1">
      <progress
        value={fraction}
        max={1}
        aria-label="Render progress"
        className="h-1.5 w-full accent-accent-400"
      />
      <span className="text-xs text-fg-muted">Rendering… {Math.round(fraction * 100)}%</span>
    </div>
  );
}

const COVER_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

function CoverPicture({ project }: { project: VideoProject }) {
  const setCover = useSetProjectCover();
  const input = useRef<HTMLInputElement>(null);
  function handleFile(file: File | undefined) {
    if (!file) return;
    setCover.mutate(
      { id: project.id, file },
      {
        onSuccess: () => toast.success('Cover picture set'),
        onError: (error) => toast.error(errorMessage(error, 'Could not set the cover picture')),
      },
    );
    if (input.current) input.current.value = '';
  }
  return (
    <div className="flex items-center gap-3">
      {project.cover_image_url && (
        <img
          src={project.cover_image_url}
          alt={`Cover of ${project.title}`}
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      )}
      <input
        ref={input}
        type="file"
        accept={COVER_ACCEPT}
        className="sr-only"
        aria-label={`Cover picture for ${project.title}`}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      <Button
        size="sm"
        variant="ghost"
        disabled={project.status === 'rendering' || setCover.isPending}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {setCover.isPending
          ? 'Uploading…'
          : project.cover_image_url
            ? 'Change cover picture'
            : 'Add a cover picture'}
      </Button>
    </div>
  );
}

function ProjectCard({ project }: { project: VideoProject }) {
  const process = useProcessProject();
  const save = useSaveProjectToVault();
  const tone = {
    draft: 'neutral',
    rendering: 'warning',
    ready: 'success',
    failed: 'danger',
  } as const;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-white/10 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-fg">{project.title}</span>
        <Badge tone={tone[project.status]}>{project.status}</Badge>
        <span className="text-xs text-fg-subtle">
          {PLATFORM_LABEL[project.platform]} · {project.width}×{project.height}
        </span>
      </div>
      {project.status === 'rendering' && project.job_id !== null && (
        <RenderProgress jobId={project.job_id} />
      )}
      {project.error && <p className="text-sm text-danger-300">{project.error}</p>}
      <CoverPicture project={project} />
      {project.video_url && project.status === 'ready' && (
        <video
          src={project.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={`Preview of ${project.title}`}
          className="max-h-80 w-full rounded-xl bg-black object-contain"
        />
      )}
      <div className="flex flex-wrap gap-2">
        {project.status !== 'rendering' && (
          <Button
            size="sm"
            onClick={() =>
              process.mutate(project.id, {
                onError: (error) =>
                  toast.error(errorMessage(error, 'Failed to create video project')),
              })
            }
            disabled={process.isPending}
          >
            {project.status === 'draft' ? 'Render video' : 'Render again'}
          </Button>
        )}
        {project.video_url && project.status === 'ready' && (
          <>
            <a
              href={project.video_url}
              download={`${project.title}.mp4`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" /> Download
            </a>
            <Button
              size="sm"
              variant="ghost"
              disabled={project.saved_to_vault || save.isPending}
              onClick={() =>
                save.mutate(project.id, {
                  onSuccess: () => toast.success('Saved to your Content Vault'),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Could not save to the vault')),
                })
              }
            >
              {project.saved_to_vault ? 'In your vault' : 'Save to vault'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function ProjectsPanel({ audio, covers }: { audio: MediaItem | null; covers: MediaItem[] }) {
  const ids = useId();
  const projects = useProjects();
  const dcypherOn = useFeatureEnabled(FeatureFlag.dcypher);
  const dcypher = useDcypherHistory();
  // A launchpad a moderator removed has no words left to caption with.
  const launchpads = (dcypher.data?.pages[0]?.generations ?? []).filter(
    (generation) => !generation.removed,
  );
  const create = useCreateProject();
  const { form, onSubmit, showServerFieldError } = useContractForm(CreateProjectRequest, {
    defaultValues: {
      title: '',
      audio_file_id: 0,
      platform: 'general',
      captions: '',
      cover_media_id: null,
    },
  });

  const handleCreate = onSubmit((request) => {
    create.mutate(request, {
      onSuccess: () => form.reset({ ...form.getValues(), title: '', captions: '' }),
      onError: (error) => {
        if (!showServerFieldError(error))
          toast.error(errorMessage(error, 'Failed to create video project'));
      },
    });
  });

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`} className="flex items-center gap-2">
          <Clapperboard className="size-5 text-accent-300" aria-hidden="true" /> Video projects
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {audio ? (
          <form
            className="grid gap-3 sm:grid-cols-2"
            noValidate
            onSubmit={(event) => {
              form.setValue('audio_file_id', audio.id);
              void handleCreate(event);
            }}
          >
            <p className="text-sm text-fg-muted sm:col-span-2">
              From <span className="font-semibold text-fg">{audio.filename}</span>
            </p>
            <Field
              id={`${ids}-title-input`}
              label="Video title"
              error={form.formState.errors.title?.message}
            >
              {(describedBy) => (
                <Input
                  id={`${ids}-title-input`}
                  aria-describedby={describedBy}
                  {...form.register('title')}
                />
              )}
            </Field>
            <Field id={`${ids}-platform`} label="Sized for">
              {() => (
                <Select id={`${ids}-platform`} {...form.register('platform')}>
                  {ProjectPlatform.options.map((value) => (
                    <option key={value} value={value}>
                      {PLATFORM_LABEL[value]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id={`${ids}-cover`} label="Cover (a video or GIF of yours)">
              {() => (
                <Select
                  id={`${ids}-cover`}
                  {...form.register('cover_media_id', {
                    setValueAs: (value: string) => (value ? Number(value) : null),
                  })}
                >
                  <option value="">No cover</option>
                  {covers.map((cover) => (
                    <option key={cover.id} value={cover.id}>
                      {cover.filename}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id={`${ids}-captions`}
              label="Lyric captions (one line each)"
              hint="Shown one at a time over the audio"
            >
              {(describedBy) => (
                <textarea
                  id={`${ids}-captions`}
                  rows={3}
                  aria-describedby={describedBy}
                  className="w-full rounded-xl border border-white/10 bg-ink-900 px-3 py-2 text-sm text-fg"
                  {...form.register('captions')}
                />
              )}
            </Field>
            {dcypherOn && launchpads.length > 0 && (
              <Field id={`${ids}-dcypher`} label="Captions from a D-Cypher result">
                {() => (
                  <Select
                    id={`${ids}-dcypher`}
                    value=""
                    onChange={(event) => {
                      const chosen = launchpads.find(
                        (generation) => String(generation.id) === event.target.value,
                      );
                      if (chosen) form.setValue('captions', captionLinesOf(chosen.content));
                    }}
                  >
                    <option value="">Choose a launchpad…</option>
                    {launchpads.map((generation) => (
                      <option key={generation.id} value={generation.id}>
                        {generation.type}
                        {generation.theme ? ` · ${generation.theme}` : ''} ·{' '}
                        {new Date(generation.created_at).toLocaleDateString()}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create video project'}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-fg-muted">
            Select an audio file in your library to make a video from it.
          </p>
        )}
        {projects.data && projects.data.projects.length === 0 ? (
          <EmptyState
            title="No video projects yet"
            text="Turn a track into an audiogram for your feeds."
          />
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Video projects">
            {projects.data?.projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
