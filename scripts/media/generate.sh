#!/usr/bin/env bash
# Regenerates every site image/video owned by this folder into public/.
#
#   Run from anywhere:   bash scripts/media/generate.sh            (everything)
#                        bash scripts/media/generate.sh images     (skip the ~2 min video render)
#                        bash scripts/media/generate.sh video      (only the hero loop + posters)
#
# Needs: python3 (stdlib only), rsvg-convert (Debian: librsvg2-bin), ImageMagick `convert`,
#        cwebp (Debian: webp), ffmpeg with libx264 + libvpx-vp9, fonts-liberation or fonts-dejavu.
#
# Sources:
#   illustrations.py + lib.py  -> write the hand-built SVGs into scripts/media/svg/ (committed too,
#                                  so you can open/tweak a single .svg and re-run just the rasteriser)
#   hero-floor.expr            -> ffmpeg `geq` expression drawing the animated perspective floor
#                                  (grid drifting toward the viewer, two conveyor lanes, light pulses);
#                                  every speed is chosen so the 8 s clip loops seamlessly.
#   ../../public/favicon.svg   -> favicon.ico, app icons, logo-512.png
#
# Replacing an illustration with a real photo: export the photo to the SAME path and SAME pixel size
# (e.g. public/media/solutions/mes.webp at 1600x900 and mes-800.webp at 800x450; team.webp 1200x800),
# WebP quality ~75-80, keep the image darkish (white text sits on top with an overlay), and delete that
# entry from SCENES in illustrations.py (or just don't re-run this script) so it is not overwritten:
#     convert photo.jpg -resize 1600x900^ -gravity center -extent 1600x900 /tmp/p.png
#     cwebp -q 78 -m 6 /tmp/p.png -o public/media/solutions/mes.webp
# The hero video can be replaced the same way (1280x720, H.264 yuv420p +faststart no audio, VP9 webm,
# poster = its first frame); pages only know the paths listed at the bottom of this file's output.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PUB="$ROOT/public"
MEDIA="$PUB/media"
SVG="$HERE/svg"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
WHAT="${1:-all}"
Q=80   # WebP quality

webp() { # svg out.webp width height
  rsvg-convert -w "$3" -h "$4" "$1" -o "$TMP/r.png"
  cwebp -quiet -q "$Q" -m 6 -sharp_yuv "$TMP/r.png" -o "$2"
}
pair() { # svg-name dir/base bigW bigH  -> base.webp and base-<half>.webp
  local src="$SVG/$1.svg" out="$MEDIA/$2" w="$3" h="$4"
  mkdir -p "$(dirname "$out")"
  webp "$src" "$out.webp" "$w" "$h"
  webp "$src" "$out-$((w / 2)).webp" "$((w / 2))" "$((h / 2))"
}

PYTHONDONTWRITEBYTECODE=1 python3 "$HERE/illustrations.py" >/dev/null

if [[ "$WHAT" == all || "$WHAT" == images ]]; then
  mkdir -p "$MEDIA"/{solutions,about,diagnostic,erp,landing,hero}
  # Solution heroes (1600x900 + 800x450)
  for s in erp-digital aps mes rfid wms tms rpa ia; do
    pair "solutions__$s" "solutions/$s" 1600 900
  done
  pair about__team about/team 1200 800
  # A phone's rendition of the team photo (720 w, more compressed): under the hero's text there,
  # about 380 css px wide at a 1.75 ratio, which the 1200 w file served before.
  Q=65 webp "$SVG/about__team.svg" "$MEDIA/about/team-720.webp" 720 480
  pair diagnostic__hero diagnostic/hero 1600 900
  pair landing__hero landing/hero 1600 900
  webp "$SVG/erp__video-poster.svg" "$MEDIA/erp/video-poster.webp" 1280 720

  # Social image (JPEG, 1200x630)
  rsvg-convert -w 1200 -h 630 "$SVG/og-default.svg" -o "$TMP/og.png"
  convert "$TMP/og.png" -strip -sampling-factor 4:2:0 -quality 86 -interlace JPEG "$MEDIA/og-default.jpg"

  # Icons from the favicon
  for s in 16 32 48; do rsvg-convert -w $s -h $s "$PUB/favicon.svg" -o "$TMP/fav-$s.png"; done
  convert "$TMP/fav-16.png" "$TMP/fav-32.png" "$TMP/fav-48.png" "$PUB/favicon.ico"
  rsvg-convert -w 512 -h 512 "$PUB/favicon.svg" -o "$MEDIA/logo-512.png"
  # Apple touch icon: opaque (iOS applies its own rounding)
  rsvg-convert -w 180 -h 180 -b '#0f3a66' "$PUB/favicon.svg" -o "$TMP/apple.png"
  convert "$TMP/apple.png" -background '#0f3a66' -alpha remove -alpha off -strip "$MEDIA/apple-touch-icon.png"
  convert "$MEDIA/logo-512.png" -strip "$MEDIA/logo-512.png"

fi

if [[ "$WHAT" == all || "$WHAT" == video ]]; then
  mkdir -p "$MEDIA/hero"
  rsvg-convert "$SVG/hero___video-bg.svg" -o "$TMP/bg.png"
  rsvg-convert "$SVG/hero___video-vignette.svg" -o "$TMP/vig.png"
  EXPR="$(tr -d '\n' < "$HERE/hero-floor.expr")"
  DUR=8   # seconds; every motion in hero-floor.expr repeats exactly after 8 s
  # Lossless-ish intermediate, then the two web encodes.
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate 25 -i "$TMP/bg.png" \
    -loop 1 -framerate 25 -i "$TMP/vig.png" \
    -f lavfi -i "color=black:s=1280x720:r=25,format=gray" \
    -filter_complex "[2:v]geq=lum='$EXPR',format=gbrp,colorchannelmixer=rr=0.42:rg=0:rb=0:gr=0:gg=0.68:gb=0:br=0:bg=0:bb=1[fl];[0:v]format=gbrp[b];[b][fl]blend=all_mode=screen[m];[m][1:v]overlay=format=auto,format=yuv420p[v]" \
    -map "[v]" -t $DUR -c:v libx264 -preset veryfast -qp 0 "$TMP/master.mkv"
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an \
    -c:v libx264 -preset veryslow -crf 21 -profile:v high -pix_fmt yuv420p -g 50 -keyint_min 50 \
    -tune animation -movflags +faststart "$MEDIA/hero/hero-loop.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an \
    -c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 1 -g 100 -pix_fmt yuv420p \
    "$MEDIA/hero/hero-loop.webm"
  # Phones play 640x360 encodes: a quarter of the pixels to decode, a quarter of the bytes.
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an -vf scale=640:360:flags=lanczos \
    -c:v libx264 -preset veryslow -crf 23 -profile:v high -pix_fmt yuv420p -g 50 -keyint_min 50 \
    -tune animation -movflags +faststart "$MEDIA/hero/hero-loop-640.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an -vf scale=640:360:flags=lanczos \
    -c:v libvpx-vp9 -b:v 0 -crf 35 -row-mt 1 -deadline good -cpu-used 1 -g 100 -pix_fmt yuv420p \
    "$MEDIA/hero/hero-loop-640.webm"
  # Posters = first frame (what shows before the video starts and for reduced-motion users)
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -frames:v 1 "$TMP/poster.png"
  convert "$TMP/poster.png" -strip -sampling-factor 4:2:0 -quality 90 -interlace JPEG "$MEDIA/hero/hero-poster.jpg"
  cwebp -quiet -q "$Q" -m 6 "$TMP/poster.png" -o "$MEDIA/hero/hero-poster.webp"
  cwebp -quiet -q "$Q" -m 6 -resize 640 360 "$TMP/poster.png" -o "$MEDIA/hero/hero-poster-640.webp"
fi

echo "Generated:"
( cd "$PUB" && for f in favicon.ico $(cd "$PUB" && find media -path media/blog -prune -o -type f -print | sort); do
    [[ -f "$f" ]] || continue
    dim=$(identify -format '%wx%h' "$f[0]" 2>/dev/null || true)
    [[ "$f" == *.mp4 || "$f" == *.webm ]] && dim=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=s=x:p=0 "$f")
    printf '  /%-40s %10s %9s bytes\n' "$f" "$dim" "$(stat -c %s "$f")"
  done )
