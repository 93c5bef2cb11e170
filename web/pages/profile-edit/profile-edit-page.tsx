/**
 * /profile/:id/edit: the owner edits their name, bio, location, website, role and picture.
 * Others are sent to the profile itself. The form checks with the server's own schema
 * (`UpdateProfileRequest`), so both refuse the same things in the same words; whatever the
 * server says goes on its field, or above the form, and nothing typed is lost.
 */
import { displayName } from '@contract/format';
import { UserLimits } from '@contract/limits';
import { UpdateProfileRequest } from '@contract/people';
import type { SelfServiceRole } from '@contract/users';
import { ArrowLeft, ChevronRight, CircleAlert, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { CharacterCount, TextArea } from '../../components/posts/text-area';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useUpdateProfile } from '../../lib/api/people.api';
import { useAuth } from '../../lib/auth/auth-context';
import { useContractForm } from '../../lib/contract-form';
import { AvatarField } from './avatar-field';
import { PageTitle } from '../../components/page-title';
import type { CurrentUser } from '../../lib/auth/session';

type FieldName = 'display_name' | 'bio' | 'location' | 'website' | 'role';

interface FormValues {
  display_name: string;
  bio: string;
  location: string;
  website: string;
  role: SelfServiceRole;
}

const roleOptions: { value: SelfServiceRole; label: string }[] = [
  { value: 'artist', label: 'Artist' },
  { value: 'creator', label: 'Creator' },
  { value: 'producer', label: 'Producer' },
  { value: 'fan', label: 'Fan' },
];

function isSelfServiceRole(role: string): role is SelfServiceRole {
  return roleOptions.some((option) => option.value === role);
}

function valuesOf(user: CurrentUser): FormValues {
  return {
    display_name: user.display_name ?? displayName(user),
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
    // Administrators are appointed: the server keeps their role whatever the form sends.
    role: isSelfServiceRole(user.role) ? user.role : 'fan',
  };
}

export function ProfileEditPage() {
  const params = useParams();
  const { user } = useAuth();
  if (!user) return null; // The guard around every signed-in screen handles this.
  if (Number(params.id) !== user.id) return <Navigate to={`/profile/${params.id}`} replace />;
  return <ProfileEditForm user={user} />;
}

function ProfileEditForm({ user }: { user: CurrentUser }) {
  const id = useId();
  const navigate = useNavigate();
  const inputId = (field: FieldName) => `${id}-${field}`;
  const { form, onSubmit, showServerFieldError } = useContractForm(UpdateProfileRequest, {
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, isPending } = useUpdateProfile();
  const isAdmin = user.role === 'admin';
  const profilePath = `/profile/${user.id}`;
  const bioLength = form.watch('bio')?.length ?? 0;

  async function save(profile: UpdateProfileRequest) {
    try {
      await mutateAsync(profile);
      toast.success('Profile saved');
      navigate(profilePath);
    } catch (error) {
      if (!showServerFieldError(error)) {
        setProblem(errorMessage(error, 'Could not save your profile. Please try again.'));
      }
    }
  }

  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageTitle>Edit Profile</PageTitle>
        <Link
          to={profilePath}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-fg-muted transition hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to profile
        </Link>
        <PageHeader
          eyebrow="Profile"
          title="Edit Profile"
          subtitle="How artists, creators and fans see you on Backline."
        />

        <Card>
          <CardHeader>
            <CardTitle>Profile picture</CardTitle>
            <CardDescription>Shown on your profile, your posts and your comments.</CardDescription>
          </CardHeader>
          <CardContent>
            <AvatarField user={user} />
          </CardContent>
        </Card>

        <Link
          to="/settings/security"
          className="flex items-center gap-4 rounded-2xl border border-white/[0.08] bg-white/[0.03] p-4 transition hover:border-white/20 hover:bg-white/[0.05]"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-fg">Password and sessions</span>
            <span className="block text-sm text-fg-muted">
              Change your password, see where you are signed in, sign out everywhere else.
            </span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-fg-subtle" aria-hidden="true" />
        </Link>

        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              onSubmit={(event) => {
                if (isPending) {
                  event.preventDefault();
                  return;
                }
                setProblem(null);
                void onSubmit(save)(event);
              }}
              className="flex flex-col gap-5"
              noValidate
            >
              {problem && (
                <div
                  role="alert"
                  className="flex items-start gap-3 rounded-xl border border-danger-400/30 bg-danger-500/10 px-4 py-3 text-sm text-danger-300"
                >
                  <CircleAlert className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
                  <p>{problem}</p>
                </div>
              )}
              <Field
                id={inputId('display_name')}
                label="Display name"
                error={errors.display_name?.message}
              >
                {(describedBy) => (
                  <Input
                    id={inputId('display_name')}
                    {...form.register('display_name')}
                    invalid={Boolean(errors.display_name)}
                    aria-describedby={describedBy}
                    autoComplete="nickname"
                  />
                )}
              </Field>
              <Field
                id={inputId('bio')}
                label="Bio"
                error={errors.bio?.message}
                hint={<CharacterCount count={bioLength} limit={UserLimits.maxBio} />}
              >
                {(describedBy) => (
                  <TextArea
                    id={inputId('bio')}
                    {...form.register('bio')}
                    invalid={Boolean(errors.bio)}
                    aria-describedby={describedBy}
                    rows={4}
                    placeholder="What you make, where you play, what is next."
                  />
                )}
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={inputId('location')} label="Location" error={errors.location?.message}>
                  {(describedBy) => (
                    <Input
                      id={inputId('location')}
                      {...form.register('location')}
                      invalid={Boolean(errors.location)}
                      aria-describedby={describedBy}
                      placeholder="Austin, TX"
                    />
                  )}
                </Field>
                <Field
                  id={inputId('role')}
                  label="Role"
                  error={errors.role?.message}
                  hint={
                    isAdmin ? 'Administrators are appointed; saving keeps your role.' : undefined
                  }
                >
                  {(describedBy) =>
                    isAdmin ? (
                      <Input
                        id={inputId('role')}
                        value="Admin"
                        disabled
                        aria-describedby={describedBy}
                      />
                    ) : (
                      <Select
                        id={inputId('role')}
                        {...form.register('role')}
                        invalid={Boolean(errors.role)}
                        aria-describedby={describedBy}
                      >
                        {roleOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    )
                  }
                </Field>
              </div>
              <Field
                id={inputId('website')}
                label="Website"
                error={errors.website?.message}
                hint="The full address, starting with https://"
              >
                {(describedBy) => (
                  <Input
                    id={inputId('website')}
                    type="url"
                    inputMode="url"
                    {...form.register('website')}
                    invalid={Boolean(errors.website)}
                    aria-describedby={describedBy}
                    placeholder="https://your-site.com"
                    autoComplete="url"
                  />
                )}
              </Field>
              <div className="flex flex-col-reverse gap-3 border-t border-white/[0.06] pt-5 sm:flex-row sm:justify-end">
                <Link to={profilePath} className={buttonClasses({ variant: 'outline' })}>
                  Cancel
                </Link>
                <Button type="submit" loading={isPending}>
                  Save changes
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
