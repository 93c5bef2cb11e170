import type { SubscriptionStatus } from '@contract/access';
import type { DcypherType } from '@contract/dcypher';
import type { DcypherGeneration, DcypherItem } from '../../lib/api/dcypher.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { splitEndWord } from './dcypher-text';
import { nova, readCall } from '../../components/posts/test-kit';
import type { ApiCall } from '../../components/posts/test-kit';
import { DcypherPage } from './dcypher-page';

const onTrial: SubscriptionStatus = {
  isTrialActive: true,
  trialDaysLeft: 5,
  isTrialExpired: false,
  isBetaActive: false,
  isSubscribed: false,
  betaDaysLeft: 0,
  betaEndDate: '2025-09-22',
  plan: null,
  currentPeriodEnd: null,
  trialEndsAt: '2026-11-17T18:00:00.000Z',
};

function generation(
  id: number,
  type: DcypherType,
  items: DcypherItem[],
  patch: Partial<DcypherGeneration> = {},
): DcypherGeneration {
  return {
    id,
    type,
    items,
    content: `content of launchpad ${id}`,
    theme: null,
    engine: 'builtin',
    replaced: 0,
    created_at: new Date().toISOString(),
    saved_to_vault: false,
    removed: false,
    ...patch,
  };
}

const rhymes = generation(
  11,
  'LP1',
  [
    { kind: 'word', word: 'stain', matches: ['rain', 'pain', 'explain'] },
    { kind: 'word', word: 'cling', matches: ['thing', 'spring'] },
  ],
  { content: '1. stain: rain, pain, explain\n2. cling: thing, spring' },
);

const rhymingMetaphors = generation(12, 'LP3a', [
  { kind: 'line', text: 'My shore is a sleek sea', rhymeGroup: 1 },
  { kind: 'line', text: "In the gulf I'm a poor pea", rhymeGroup: 1 },
  { kind: 'line', text: 'You are my big bridge', rhymeGroup: 2 },
  { kind: 'line', text: 'This ear was only a rough ridge.', rhymeGroup: 2 },
]);

const rhymingSimiles = generation(
  13,
  'LP4a',
  [
    ['My relief is as speedy as a house', 'In the room you shake like a mouse'],
    ['We wander like a short mare', 'I fade like an easy pear'],
    ['In the stream you sing like a sea', 'In the afternoon you rise like a bee'],
    ['I hang like a bright salon', 'I wander like a major swan'],
    ['I sing like a recent flask', 'I glow like a small mask'],
  ].map(([a, b], index) => ({
    kind: 'couplet' as const,
    lines: [a, b] as [string, string],
    rhymeGroup: index + 1,
  })),
  { theme: 'ocean', engine: 'model', replaced: 2 },
);

// Role queries over a whole screen are slow in jsdom; give them room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

interface Routes {
  generate?: Handler;
  history?: Handler;
  save?: Handler;
  byId?: Handler;
  /** Feature flags an administrator set (`/api/settings/public`); unset means all on. */
  features?: Record<string, boolean>;
}

function serve(routes: Routes = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readCall(input, init);
    calls.push(call);
    const url = call.url.pathname;
    if (url === '/api/users/me') return json(200, nova);
    if (url === '/api/subscription/status') return json(200, onTrial);
    if (url === '/api/features/log-access') return json(200, { success: true });
    if (url === '/api/settings/public' && routes.features) {
      return json(200, {
        app_name: 'Backline',
        maintenance_mode: false,
        features: routes.features,
      });
    }
    if (url === '/api/writers-block/launchpad' && call.method === 'POST') {
      return routes.generate ? routes.generate(call) : json(200, rhymes);
    }
    if (url.startsWith('/api/writers-block/generations/')) {
      return routes.byId ? routes.byId(call) : json(404, { error: 'Generation not found' });
    }
    if (url.startsWith('/api/writers-block/generations')) {
      return routes.history
        ? routes.history(call)
        : json(200, { generations: [], nextCursor: null });
    }
    if (/^\/api\/writers-block\/launchpad\/\d+\/save$/.test(url)) {
      return routes.save
        ? routes.save(call)
        : json(200, { file: { id: 5, original_filename: 'd-cypher.txt' }, already_saved: false });
    }
    return json(404, { error: `No such endpoint: ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

function generateCalls(api: ReturnType<typeof serve>) {
  return api.calls
    .filter(
      (call) => call.url.pathname === '/api/writers-block/launchpad' && call.method === 'POST',
    )
    .map((call) => call.body);
}

function renderPage(path = '/writers-block') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <DcypherPage />
        </MemoryRouter>
      </AuthProvider>
      {/* Toasts stay up for the whole test: a loaded CI machine must not let one vanish unseen. */}
      <Toaster duration={60_000} />
    </QueryClientProvider>,
  );
}

async function generateButton() {
  return screen.findByRole('button', { name: /^Generat/ });
}

beforeEach(() => {
  // sonner reads the colour scheme; jsdom has no matchMedia.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Whole-screen tests: several requests and re-renders each, slow on a busy machine.
describe('D-Cypher launchpad', { timeout: 20_000 }, () => {
  it('starts idle, explaining the six types', async () => {
    serve();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Stuck on a verse? Start here.' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: /Rhyme Launchpad/ })).toHaveProperty('checked', true);
  });

  it('sends the chosen type and theme, and shows the result', async () => {
    const fetchMock = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Rhyming Similes/ }));
    fireEvent.change(screen.getByLabelText(/theme/), { target: { value: '  ocean ' } });
    expect(screen.getByText('8/60')).toBeTruthy();
    fireEvent.click(await generateButton());
    await waitFor(() =>
      expect(generateCalls(fetchMock)).toEqual([{ type: 'LP4a', theme: 'ocean' }]),
    );
    expect(await screen.findByRole('list', { name: 'Rhyme Launchpad' })).toBeTruthy();
  });

  it('leaves the theme out when none is typed', async () => {
    const fetchMock = serve();
    renderPage();
    fireEvent.click(await generateButton());
    await waitFor(() => expect(generateCalls(fetchMock)).toEqual([{ type: 'LP1' }]));
  });

  it('disables Generate and shows a skeleton while generating, then the result', async () => {
    let release: ((response: Response) => void) | null = null;
    serve({ generate: () => new Promise<Response>((done) => (release = done)) });
    renderPage();
    fireEvent.click(await generateButton());
    const button = await screen.findByRole('button', { name: 'Generating…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'Launchpad result' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await waitFor(() => expect(release).not.toBeNull());
    release!(json(200, rhymes));
    const words = await screen.findByRole('list', { name: 'Rhymes for stain' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['rain', 'pain', 'explain']);
    expect((await generateButton()).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('Built-in rhyme engine')).toBeTruthy();
  });

  it('keeps the previous result on screen, dimmed, while regenerating with the same type and theme', async () => {
    let release: ((response: Response) => void) | null = null;
    const fetchMock = serve({
      generate: () => new Promise<Response>((done) => (release = done)),
      byId: () => json(200, rhymingSimiles),
    });
    renderPage('/writers-block?id=13');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Writing a fresh one…')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rhyming Similes' })).toBeTruthy();
    expect(generateCalls(fetchMock)).toEqual([{ type: 'LP4a', theme: 'ocean' }]);
    release!(json(200, { ...rhymingSimiles, id: 14 }));
    await waitFor(() => expect(screen.queryByText('Writing a fresh one…')).toBeNull());
  });

  it('sets LP3a lines in rhyme groups, each with its letter and its rhyming word marked', async () => {
    serve({ generate: () => json(200, rhymingMetaphors) });
    renderPage();
    fireEvent.click(await generateButton());
    const list = await screen.findByRole('list', { name: 'Rhyming Metaphors' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => within(line).getByText(/^Rhyme group/).textContent)).toEqual([
      'Rhyme group A',
      'Rhyme group A',
      'Rhyme group B',
      'Rhyme group B',
    ]);
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'sea',
      'pea',
      'bridge',
      'ridge',
    ]);
    // Same group, same colour; another group, another.
    const colour = (index: number) => lines[index].querySelector('mark')!.className;
    expect(colour(0)).toBe(colour(1));
    expect(colour(0)).not.toBe(colour(2));
  });

  it('shows LP4a as five couplets with their end words marked, and the engine that wrote them', async () => {
    serve({ byId: () => json(200, rhymingSimiles) });
    renderPage('/writers-block?id=13');
    const list = await screen.findByRole('list', { name: 'Rhyming Similes' });
    const couplets = within(list).getAllByRole('listitem');
    expect(couplets).toHaveLength(5);
    expect(
      couplets.map((couplet) => within(couplet).getByText(/^Rhyme group/).textContent),
    ).toEqual(['A', 'B', 'C', 'D', 'E'].map((letter) => `Rhyme group ${letter}`));
    expect([...couplets[0].querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'house',
      'mouse',
    ]);
    expect(screen.getByText('Theme: ocean')).toBeTruthy();
    expect(
      screen.getByText('Language model, checked by the rhyme engine — 2 lines rewritten'),
    ).toBeTruthy();
  });

  it('copies the plain-text content', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve();
    renderPage();
    fireEvent.click(await generateButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(rhymes.content));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
  });

  it('says "Already in your vault" when the launchpad was saved before', async () => {
    const fetchMock = serve({
      save: () =>
        json(200, { file: { id: 9, original_filename: 'd-cypher-LP1.txt' }, already_saved: true }),
    });
    renderPage();
    fireEvent.click(await generateButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Vault' }));
    expect(await screen.findByText('Already in your vault')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open vault' }).getAttribute('href')).toBe(
      '/monetize?tab=vault',
    );
    expect(
      fetchMock.calls.some((call) => call.url.pathname === '/api/writers-block/launchpad/11/save'),
    ).toBe(true);
  });

  it('offers no Save to Vault while the Content Vault is switched off', async () => {
    serve({ features: { d_cypher: true, content_vault: false } });
    renderPage();
    fireEvent.click(await generateButton());
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save to Vault' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open vault' })).toBeNull();
  });

  it('shows the saved file in a toast, and a failed save as a toast', async () => {
    let fail = false;
    serve({
      save: () =>
        fail
          ? json(500, { error: 'The vault is resting' })
          : json(200, {
              file: { id: 9, original_filename: 'd-cypher-LP1.txt' },
              already_saved: false,
            }),
    });
    renderPage();
    fireEvent.click(await generateButton());
    fail = true;
    const save = await screen.findByRole('button', { name: 'Save to Vault' });
    // The button renders with the result but stays disabled until the generation settles.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Could not save to your vault')).toBeTruthy();
    expect(screen.getByText('The vault is resting')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save to Vault' }));
    expect(await screen.findByText('Saved to your vault')).toBeTruthy();
    expect(screen.getAllByText('d-cypher-LP1.txt').length).toBeGreaterThan(0);
  });

  it('shows a 429 message near the button and as a toast, keeping the type and theme', async () => {
    const message =
      'That is a lot of launchpads in a minute. Give the last one a try, then generate again.';
    serve({ generate: () => json(429, { error: message }) });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Metaphor Launchpad/ }));
    fireEvent.change(screen.getByLabelText(/theme/), { target: { value: 'summer in the city' } });
    fireEvent.click(await generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(await screen.findByText("Couldn't generate your launchpad")).toBeTruthy();
    expect((screen.getByLabelText(/theme/) as HTMLInputElement).value).toBe('summer in the city');
    expect(screen.getByRole('radio', { name: /Metaphor Launchpad/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('offers the upgrade when the trial is over (403)', async () => {
    serve({ generate: () => json(403, { error: 'Your free trial has ended' }) });
    renderPage();
    fireEvent.click(await generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your free trial has ended');
    expect(within(alert).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  it('lists recent generations, pages with Load more, and reopens one', async () => {
    const first = generation(21, 'LP3a', rhymingMetaphors.items, {
      theme: 'heartbreak',
      saved_to_vault: true,
    });
    const older = generation(20, 'LP4a', rhymingSimiles.items, {
      created_at: '2020-01-02T10:00:00.000Z',
    });
    const fetchMock = serve({
      history: (call) =>
        call.url.search.includes('cursor=')
          ? json(200, { generations: [older], nextCursor: null })
          : json(200, { generations: [first], nextCursor: 'next page' }),
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Recent generations' });
    const row = await within(panel).findByRole('button', { name: /Rhyming Metaphors/ });
    expect(row.textContent).toContain('heartbreak');
    expect(row.textContent).toContain('just now');
    expect(within(row).getByText('Saved to vault')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    const olderRow = await within(panel).findByRole('button', { name: /Rhyming Similes/ });
    expect(olderRow.textContent).toContain('No theme');
    expect(fetchMock.calls.some((call) => call.url.search.includes('cursor=next%20page'))).toBe(
      true,
    );

    fireEvent.click(olderRow);
    expect(await screen.findByRole('list', { name: 'Rhyming Similes' })).toBeTruthy();
    expect(olderRow.getAttribute('aria-current')).toBe('true');
  });

  it('adds a fresh launchpad to the top of the history', async () => {
    serve();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Recent generations' });
    expect(await within(panel).findByText(/Your launchpads land here/)).toBeTruthy();
    fireEvent.click(await generateButton());
    expect(await within(panel).findByRole('button', { name: /Rhyme Launchpad/ })).toBeTruthy();
  });
});

describe('splitEndWord', () => {
  it('finds the rhyming word before trailing punctuation', () => {
    expect(splitEndWord('This ear was only a rough ridge.')).toEqual({
      lead: 'This ear was only a rough ',
      endWord: 'ridge',
      tail: '.',
    });
    expect(splitEndWord("Your hope, a window that won't")).toMatchObject({ endWord: "won't" });
    expect(splitEndWord('…')).toEqual({ lead: '…', endWord: '', tail: '' });
  });
});
