/**
 * Templates: list, create, edit (with a preview in a sandboxed frame: no scripts, no same
 * origin, so even HTML the server has not cleaned yet cannot reach the app) and delete.
 */
import { TemplateRequest } from '@contract/tribe';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import type { EmailTemplate } from '../../lib/api/tribe.api';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../../lib/api/tribe.api';
import { useContractForm } from '../../lib/contract-form';
import { formatLongDate } from '../../lib/format-date';
import { TextArea } from './text-area';

export function TemplatePreview({ html }: { html: string }) {
  return (
    <iframe
      title="Template preview"
      sandbox=""
      srcDoc={html}
      className="h-64 w-full rounded-xl border border-white/12 bg-white"
    />
  );
}

function TemplateDialog({
  template,
  open,
  onOpenChange,
}: {
  template: EmailTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const save = useSaveTemplate();
  const { form, onSubmit, showServerFieldError } = useContractForm(TemplateRequest, {
    values: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      html_content: template?.html_content ?? '',
      template_type: 'custom',
    },
  });
  const errors = form.formState.errors;
  const html = form.watch('html_content');

  function submit(request: TemplateRequest) {
    save.mutate(
      { id: template?.id ?? null, body: request },
      {
        onSuccess: () => {
          toast.success(template ? 'Template updated' : 'Template created', { duration: 3000 });
          onOpenChange(false);
        },
        onError: (failure) => {
          if (!showServerFieldError(failure)) {
            toast.error('Failed to save template', { description: errorMessage(failure) });
          }
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={template ? 'Edit Template' : 'Create Template'}
        description="Merge tags: {{name}}, {{creator_name}}, {{unsubscribe_url}}, {{content}}. Scripts and unsafe parts are removed when saved; CSS is inlined for mail programs."
        className="max-w-3xl"
      >
        <form className="flex flex-col gap-4" onSubmit={onSubmit(submit)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
              {(describedBy) => (
                <Input
                  id={`${id}-name`}
                  aria-describedby={describedBy}
                  invalid={Boolean(errors.name)}
                  {...form.register('name')}
                />
              )}
            </Field>
            <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
              {(describedBy) => (
                <Input
                  id={`${id}-subject`}
                  aria-describedby={describedBy}
                  invalid={Boolean(errors.subject)}
                  {...form.register('subject')}
                />
              )}
            </Field>
          </div>
          <Field id={`${id}-html`} label="HTML content" error={errors.html_content?.message}>
            {(describedBy) => (
              <TextArea
                id={`${id}-html`}
                rows={8}
                className="font-mono text-sm"
                aria-describedby={describedBy}
                invalid={Boolean(errors.html_content)}
                {...form.register('html_content')}
              />
            )}
          </Field>
          {html.trim() && (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-semibold text-fg">Preview</p>
              <TemplatePreview html={html} />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : template ? 'Save Template' : 'Create Template'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TemplatesPanel() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<EmailTemplate | null>(null);
  const [open, setOpen] = useState(false);
  const [toDelete, setToDelete] = useState<EmailTemplate | null>(null);

  function openEditor(template: EmailTemplate | null) {
    setEditing(template);
    setOpen(true);
  }

  return (
    <section className="flex flex-col gap-4" aria-label="Templates">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-lg font-bold text-fg">Templates</h2>
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden="true" />
          Create Template
        </Button>
      </div>
      {templates.isPending ? (
        <SkeletonList rows={2} />
      ) : templates.isError ? (
        <ErrorState
          title="Failed to fetch data"
          message={errorMessage(templates.error)}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title="No templates yet"
          text="A template gives your e-mails a look of their own; campaigns can use it."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {templates.data.map((template) => (
            <li
              key={template.id}
              className="flex flex-col gap-2 rounded-2xl border border-white/[0.08] bg-ink-900/60 p-4"
            >
              <div>
                <h3 className="font-semibold text-fg">{template.name}</h3>
                <p className="text-sm text-fg-muted">{template.subject}</p>
                <p className="text-xs text-fg-subtle">
                  {template.template_type} · {formatLongDate(template.created_at)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => openEditor(template)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setToDelete(template)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog template={editing} open={open} onOpenChange={setOpen} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title="Delete template?"
        text="Are you sure you want to delete this template?"
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await remove.mutateAsync(toDelete.id);
            toast.success('Template deleted', { duration: 3000 });
          } catch (failure) {
            toast.error('Failed to delete template', { description: errorMessage(failure) });
            throw failure;
          }
        }}
      />
    </section>
  );
}
