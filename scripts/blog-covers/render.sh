#!/usr/bin/env bash
# Regenerates the embedded blog covers (public/media/blog/<slug>{,-800,-720,-400}.webp, 16:10).
# Needs Debian's librsvg2-bin, imagemagick and webp. Replace a cover with a real photo by writing
# the same four files (1600×1000, 800×500, 720×450, 400×250 WebP). The 720 w one is a phone's
# (src/content/embedded/articles/_cover.ts), more compressed: it is the archive's and an
# article's largest paint there.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public/media/blog"
work=$(mktemp -d)
mkdir -p "$work/svg" "$work/png" "$out"
(cd "$work" && node "$here/gen.mjs")
for svg in "$work"/svg/*.svg; do
  slug=$(basename "$svg" .svg)
  rsvg-convert -w 1600 -h 1000 "$svg" -o "$work/png/$slug.png"
  cwebp -quiet -q 78 -m 6 "$work/png/$slug.png" -o "$out/$slug.webp"
  for size in 800x500:78 720x450:65 400x250:78; do
    quality=${size#*:}
    size=${size%:*}
    convert "$work/png/$slug.png" -resize "$size" "$work/png/$slug-${size%x*}.png"
    cwebp -quiet -q "$quality" -m 6 "$work/png/$slug-${size%x*}.png" -o "$out/$slug-${size%x*}.webp"
  done
done
rm -rf "$work"
