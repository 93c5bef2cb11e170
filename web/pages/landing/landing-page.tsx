/**
 * The landing page (spec part 1, section 2): hero, the four features, the stat tiles, the
 * pricing cards and the final calls to action. Signed-in visitors never see it (routes.tsx
 * sends them to /dashboard).
 */
import { ArrowRight, AudioLines, Clapperboard, Sparkles, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BetaBanner } from '../../components/banners';
import { Logo } from '../../components/logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { HeroVisual } from './hero-visual';
import { PricingSection } from './pricing-section';
import { useGetStarted } from './use-get-started';
import { PageTitle } from '../../components/page-title';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  tint: string;
}

const features: Feature[] = [
  {
    title: 'Real-time trend tracking',
    text: 'See which sounds, hashtags and formats are taking off right now, and catch the wave while it is still building.',
    icon: TrendingUp,
    tint: 'from-success-400/25 to-success-400/5 text-success-400',
  },
  {
    title: 'AI generation',
    text: 'Break writer’s block with rhymes, alliterations, metaphors and similes generated for your next verse.',
    icon: Sparkles,
    tint: 'from-accent-500/30 to-accent-500/5 text-accent-300',
  },
  {
    title: 'Audio library',
    text: 'Keep stems, demos and finished takes in one place, ready to share with your team or sell to fans.',
    icon: AudioLines,
    tint: 'from-flare-500/30 to-flare-500/5 text-flare-400',
  },
  {
    title: 'Video creator',
    text: 'Turn a hook into a clip for every platform, cut to the beat, without leaving your studio.',
    icon: Clapperboard,
    tint: 'from-glow-500/30 to-glow-500/5 text-glow-400',
  },
];

const stats = [
  { value: '1M+', label: 'Content pieces' },
  { value: '50K+', label: 'Creators' },
  { value: '99%', label: 'Satisfaction' },
];

function SiteHeader({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/[0.06] bg-ink-950/70 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" aria-label="Backline home">
          <Logo className="max-sm:[&_svg]:size-7 max-sm:[&>span]:text-lg" />
        </Link>
        <nav aria-label="Landing" className="flex items-center gap-1 sm:gap-2">
          <a
            href="#features"
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition hover:text-fg md:inline-block"
          >
            Features
          </a>
          <a
            href="#pricing"
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition hover:text-fg md:inline-block"
          >
            Pricing
          </a>
          <Link
            to="/auth/redirect"
            className="rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-fg-muted transition hover:text-fg sm:px-3"
          >
            Sign In
          </Link>
          <Button size="sm" onClick={onGetStarted}>
            Get Started
          </Button>
        </nav>
      </div>
    </header>
  );
}

function Hero({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section className="relative mx-auto grid max-w-6xl items-center gap-16 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:pt-24 lg:pb-28">
      <div className="flex flex-col items-start gap-7">
        <span className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/[0.04] px-3.5 py-1.5 text-xs font-semibold tracking-wide text-fg-muted sm:text-sm">
          <span className="size-1.5 rounded-full bg-accent-400" aria-hidden="true" />
          For artists, creators and producers
        </span>
        <h1 className="font-display text-[2.75rem] leading-[1] font-black tracking-tight text-fg sm:text-6xl lg:text-7xl">
          <span className="block">Write it.</span>
          <span className="block">Drop it.</span>
          <span className="block text-brand">Get paid for&nbsp;it.</span>
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-fg-muted sm:text-xl">
          Backline is the creative home for independent music: AI help when the words won&apos;t
          come, trend tools that tell you what&apos;s moving, and a storefront your fans can buy
          from directly.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={onGetStarted} className="w-full sm:w-auto">
            Get Started
            <ArrowRight aria-hidden="true" />
          </Button>
          <a
            href="#pricing"
            className={buttonClasses({
              variant: 'outline',
              size: 'lg',
              className: 'w-full sm:w-auto',
            })}
          >
            See pricing
          </a>
        </div>
      </div>
      <HeroVisual />
    </section>
  );
}

function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-24">
      <div className="max-w-2xl">
        <p className="text-xs font-bold tracking-[0.2em] text-accent-300 uppercase">
          Your whole backline
        </p>
        <h2
          id="features-title"
          className="mt-3 font-display text-3xl font-black tracking-tight text-balance text-fg sm:text-5xl"
        >
          Everything between the idea and the encore.
        </h2>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, text, icon: Icon, tint }) => (
          <li
            key={title}
            className="group flex flex-col gap-4 rounded-3xl border border-white/[0.08] bg-ink-850/70 p-6 transition duration-200 hover:-translate-y-1 hover:border-white/20"
          >
            <span
              className={`flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br ${tint}`}
            >
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="font-display text-lg font-bold text-fg">{title}</h3>
            <p className="text-[0.95rem] leading-relaxed text-fg-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatTiles() {
  return (
    <section aria-label="Backline in numbers">
      <dl className="grid grid-cols-3 gap-2.5 sm:gap-4">
        {stats.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-2xl border border-white/[0.08] bg-gradient-to-b from-white/[0.05] to-transparent px-2 py-5 text-center sm:rounded-3xl sm:px-6 sm:py-8"
          >
            <dt className="order-2 text-[0.65rem] font-semibold tracking-wide text-fg-muted uppercase sm:text-sm">
              {label}
            </dt>
            <dd className="order-1 font-display text-3xl font-black tracking-tight text-brand sm:text-6xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FinalCallToAction({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section className="relative overflow-hidden rounded-[2rem] border border-white/10 px-6 py-14 text-center sm:px-12 sm:py-20">
      <div className="absolute inset-0 bg-gradient-to-br from-accent-600/35 via-flare-500/25 to-glow-500/35" />
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(255_255_255/0.14),transparent_60%)]" />
      <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-6">
        <h2 className="font-display text-3xl font-black tracking-tight text-balance text-fg sm:text-5xl">
          Your next release starts here.
        </h2>
        <p className="text-lg text-fg/85">
          Set up your storefront, write your next hook and meet your tribe, all from one place.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button
            size="lg"
            onClick={onGetStarted}
            className="w-full bg-none bg-fg text-ink-950 shadow-none hover:bg-white sm:w-auto"
          >
            Get Started
            <ArrowRight aria-hidden="true" />
          </Button>
          <Link
            to="/auth/redirect"
            className={buttonClasses({
              variant: 'outline',
              size: 'lg',
              className: 'w-full border-white/30 bg-ink-950/20 sm:w-auto',
            })}
          >
            I already have an account
          </Link>
        </div>
      </div>
    </section>
  );
}

export function LandingPage() {
  const handleGetStarted = useGetStarted();
  return (
    <div className="relative min-h-dvh overflow-x-clip">
      <PageTitle>Write, release and sell your music</PageTitle>
      <div
        className="pointer-events-none absolute inset-x-0 top-0 h-[56rem] bg-[radial-gradient(ellipse_60%_50%_at_15%_10%,rgb(139_99_255/0.28),transparent),radial-gradient(ellipse_50%_45%_at_85%_20%,rgb(242_89_63/0.22),transparent),radial-gradient(ellipse_40%_35%_at_60%_60%,rgb(240_70_143/0.12),transparent)]"
        aria-hidden="true"
      />
      <BetaBanner />
      <SiteHeader onGetStarted={handleGetStarted} />
      <main className="relative">
        <Hero onGetStarted={handleGetStarted} />
        <div className="mx-auto flex max-w-6xl flex-col gap-24 px-4 pb-24 sm:gap-32 sm:px-6 sm:pb-32">
          <FeatureGrid />
          <StatTiles />
          <PricingSection onGetStarted={handleGetStarted} />
          <FinalCallToAction onGetStarted={handleGetStarted} />
        </div>
      </main>
      <footer className="relative border-t border-white/[0.06]">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-fg-subtle sm:flex-row sm:px-6">
          <Logo className="[&_svg]:size-6 [&>span]:text-base" />
          <p>A self-hostable home for independent artists. © {new Date().getFullYear()} Backline</p>
        </div>
      </footer>
    </div>
  );
}
