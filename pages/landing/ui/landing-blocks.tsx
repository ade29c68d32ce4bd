// A landing's blocks in their order, each drawn by its type's component (blocks.ts): the page's and the studio's
// preview's one drawing of them.
import { BLOCK_TYPES } from './blocks.js';
import type { BlockProps } from './block-type.js';
import type { LandingOnPage } from './landing-on-page.js';

export function LandingBlocks({ landing }: { landing: LandingOnPage }) {
  return landing.blocks.map((block, index) => {
    // The registry types each component by its own block; a block's type names its component.
    const { Block } = BLOCK_TYPES[block.type] as unknown as { Block: (props: BlockProps<typeof block>) => React.ReactNode };
    return <Block key={index} block={block} landing={landing} number={index + 1} />;
  });
}
