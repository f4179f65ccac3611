import { describeNarrowLayout, type StoryModule } from '../../internal/narrowLayout.tsx';

// The shared check (../screens.layout.test.tsx) looks one folder deep; these screens sit one level further down.
describeNarrowLayout('offerings', import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true }), 3);
