// Written by scripts/media/flag-sprite.mjs: the layout of public/media/flags.webp, whose cells
// follow COUNTRIES (countries.ts). Flag artwork: lipis/flag-icons (MIT).
export const FLAG_SPRITE = {
  href: '/media/flags.webp?v=fcf852dc49',
  /** A flag's displayed size, the gap around each cell, cells per row and rows. */
  width: 20,
  height: 15,
  gap: 2,
  cols: 16,
  rows: 7,
} as const;
