"""Shared SVG helpers for the Vértice Lean Digital illustrations.

Palette, background, isometric projection and small reusable shapes.
Imported by illustrations.py; has no third-party dependencies.
"""
import math

NAVY0 = "#05162a"
NAVY = "#0b2a4a"
NAVY2 = "#0f3a66"
NAVY3 = "#134b85"
STEEL = "#2474c9"
STEEL_L = "#4d94e0"
SKY = "#9cc8f5"
AMBER = "#f59e0b"
AMBER_L = "#fbbf24"
WHITE = "#ffffff"
FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"


def f(v):
    """Compact number formatting for SVG attributes."""
    return ("%.1f" % v).rstrip("0").rstrip(".")


def pts(points):
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def doc(w, h, body, defs=""):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">\n<defs>\n{COMMON_DEFS}\n{defs}\n</defs>\n{body}\n</svg>\n'
    )


COMMON_DEFS = f"""
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="{NAVY0}"/>
  <stop offset="0.55" stop-color="{NAVY}"/>
  <stop offset="1" stop-color="#0d3358"/>
</linearGradient>
<radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="{STEEL}" stop-opacity="0.42"/>
  <stop offset="0.55" stop-color="{STEEL}" stop-opacity="0.10"/>
  <stop offset="1" stop-color="{STEEL}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="{AMBER}" stop-opacity="0.30"/>
  <stop offset="0.6" stop-color="{AMBER}" stop-opacity="0.05"/>
  <stop offset="1" stop-color="{AMBER}" stop-opacity="0"/>
</radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
  <path d="M40 0H0V40" fill="none" stroke="#6fa8e6" stroke-opacity="0.09" stroke-width="1"/>
</pattern>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">
  <circle cx="2" cy="2" r="1.1" fill="#8fbff0" fill-opacity="0.16"/>
</pattern>
<radialGradient id="gridFade" cx="0.68" cy="0.48" r="0.62">
  <stop offset="0" stop-color="#fff" stop-opacity="1"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<mask id="gridMask"><rect width="100%" height="100%" fill="url(#gridFade)"/></mask>
<linearGradient id="textSide" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="{NAVY0}" stop-opacity="0.80"/>
  <stop offset="0.45" stop-color="{NAVY0}" stop-opacity="0.25"/>
  <stop offset="0.7" stop-color="{NAVY0}" stop-opacity="0"/>
</linearGradient>
<linearGradient id="vign" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="{NAVY0}" stop-opacity="0.35"/>
  <stop offset="0.25" stop-color="{NAVY0}" stop-opacity="0"/>
  <stop offset="0.8" stop-color="{NAVY0}" stop-opacity="0"/>
  <stop offset="1" stop-color="{NAVY0}" stop-opacity="0.55"/>
</linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#1b4f86" stop-opacity="0.55"/>
  <stop offset="1" stop-color="#0d2f55" stop-opacity="0.55"/>
</linearGradient>
<linearGradient id="cardSolid" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#133f6d"/>
  <stop offset="1" stop-color="#0c2c50"/>
</linearGradient>
<linearGradient id="barSteel" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="{STEEL}"/>
  <stop offset="1" stop-color="{STEEL_L}"/>
</linearGradient>
<linearGradient id="barAmber" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="{AMBER}"/>
  <stop offset="1" stop-color="{AMBER_L}"/>
</linearGradient>
<linearGradient id="areaSteel" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="{STEEL_L}" stop-opacity="0.45"/>
  <stop offset="1" stop-color="{STEEL_L}" stop-opacity="0"/>
</linearGradient>
<linearGradient id="areaAmber" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="{AMBER}" stop-opacity="0.40"/>
  <stop offset="1" stop-color="{AMBER}" stop-opacity="0"/>
</linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
  <feGaussianBlur stdDeviation="6"/>
</filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
  <feOffset dy="14" result="b"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.45"/></feComponentTransfer>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
"""


def background(w, h, glows=((0.68, 0.45, 0.55),), amber=None, text_side=True, pattern="grid"):
    """Navy gradient + soft glows + faded grid. glows: (cx, cy, r) as fractions of w."""
    out = [f'<rect width="{w}" height="{h}" fill="url(#bg)"/>']
    for cx, cy, r in glows:
        out.append(
            f'<circle cx="{f(cx * w)}" cy="{f(cy * h)}" r="{f(r * w)}" fill="url(#glowB)"/>'
        )
    if amber:
        cx, cy, r = amber
        out.append(
            f'<circle cx="{f(cx * w)}" cy="{f(cy * h)}" r="{f(r * w)}" fill="url(#glowA)"/>'
        )
    out.append(f'<rect width="{w}" height="{h}" fill="url(#{pattern})" mask="url(#gridMask)"/>')
    return "\n".join(out)


def finish(w, h, text_side=True):
    """Overlays that keep the image calm and legible under white text."""
    out = [f'<rect width="{w}" height="{h}" fill="url(#vign)"/>']
    if text_side:
        out.append(f'<rect width="{w}" height="{h}" fill="url(#textSide)"/>')
    return "\n".join(out)


class Iso:
    """Isometric projection: x to the lower right, y to the lower left, z up."""

    def __init__(self, ox, oy, s=1.0):
        self.ox, self.oy, self.s = ox, oy, s
        self.c = math.cos(math.radians(30))

    def p(self, x, y, z=0):
        return (
            self.ox + (x - y) * self.c * self.s,
            self.oy + (x + y) * 0.5 * self.s - z * self.s,
        )

    def poly(self, corners, fill, stroke=None, sw=1, extra=""):
        st = f' stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"' if stroke else ""
        return f'<polygon points="{pts([self.p(*c) for c in corners])}" fill="{fill}"{st} {extra}/>'

    def box(self, x, y, z, w, d, h, top="#1f5c9c", left="#154577", right="#0f355d",
            stroke="#6fa8e6", sw=1, so=0.35):
        """Axis-aligned box; visible faces: top, left (y+d side), right (x+w side)."""
        st = f'{stroke}" stroke-opacity="{so}'
        return "\n".join([
            self.poly([(x, y + d, z), (x + w, y + d, z), (x + w, y + d, z + h), (x, y + d, z + h)],
                      left, st, sw),
            self.poly([(x + w, y, z), (x + w, y + d, z), (x + w, y + d, z + h), (x + w, y, z + h)],
                      right, st, sw),
            self.poly([(x, y, z + h), (x + w, y, z + h), (x + w, y + d, z + h), (x, y + d, z + h)],
                      top, st, sw),
        ])

    def floor_grid(self, x0, x1, y0, y1, step, color="#6fa8e6", op=0.12, sw=1):
        out = []
        x = x0
        while x <= x1 + 1e-6:
            a, b = self.p(x, y0), self.p(x, y1)
            out.append(f'<line x1="{f(a[0])}" y1="{f(a[1])}" x2="{f(b[0])}" y2="{f(b[1])}"/>')
            x += step
        y = y0
        while y <= y1 + 1e-6:
            a, b = self.p(x0, y), self.p(x1, y)
            out.append(f'<line x1="{f(a[0])}" y1="{f(a[1])}" x2="{f(b[0])}" y2="{f(b[1])}"/>')
            y += step
        return (f'<g stroke="{color}" stroke-opacity="{op}" stroke-width="{sw}">'
                + "".join(out) + "</g>")


def card(x, y, w, h, rx=14, solid=False, shadow=True, stroke_op=0.22):
    fill = "url(#cardSolid)" if solid else "url(#card)"
    sh = ' filter="url(#shadow)"' if shadow else ""
    return (f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{rx}" fill="{fill}" '
            f'stroke="#8ec5ff" stroke-opacity="{stroke_op}"{sh}/>')


def text_lines(x, y, widths, gap=14, h=6, color=SKY, op=0.35):
    """Placeholder 'text' bars (no real words, language-neutral)."""
    out = []
    for i, w in enumerate(widths):
        out.append(f'<rect x="{f(x)}" y="{f(y + i * gap)}" width="{f(w)}" height="{h}" rx="{h / 2}" '
                   f'fill="{color}" fill-opacity="{op}"/>')
    return "".join(out)


def ring(cx, cy, r, frac, sw=10, color=AMBER, track_op=0.18):
    c = 2 * math.pi * r
    return (f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" stroke="{SKY}" '
            f'stroke-opacity="{track_op}" stroke-width="{sw}"/>'
            f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" stroke="{color}" stroke-width="{sw}" '
            f'stroke-linecap="round" stroke-dasharray="{f(c * frac)} {f(c)}" '
            f'transform="rotate(-90 {f(cx)} {f(cy)})"/>')


def gauge(cx, cy, r, frac, sw=9, color=AMBER):
    """Half-circle dial with needle; frac 0..1."""
    def pt(a, rr):
        return cx + rr * math.cos(a), cy - rr * math.sin(a)
    a0, a1 = math.pi, math.pi - math.pi * frac
    sx, sy = pt(a0, r)
    ex, ey = pt(0, r)
    fx, fy = pt(a1, r)
    nx, ny = pt(a1, r * 0.72)
    out = [
        f'<path d="M{f(sx)} {f(sy)} A{f(r)} {f(r)} 0 0 1 {f(ex)} {f(ey)}" fill="none" stroke="{SKY}" '
        f'stroke-opacity="0.18" stroke-width="{sw}" stroke-linecap="round"/>',
        f'<path d="M{f(sx)} {f(sy)} A{f(r)} {f(r)} 0 0 1 {f(fx)} {f(fy)}" fill="none" stroke="{color}" '
        f'stroke-width="{sw}" stroke-linecap="round"/>',
        f'<line x1="{f(cx)}" y1="{f(cy)}" x2="{f(nx)}" y2="{f(ny)}" stroke="#fff" stroke-opacity="0.85" '
        f'stroke-width="3" stroke-linecap="round"/>',
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="5" fill="#fff"/>',
    ]
    return "".join(out)


def polyline(points, color=STEEL_L, sw=3, op=1.0, dash=None, extra=""):
    d = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<polyline points="{pts(points)}" fill="none" stroke="{color}" stroke-opacity="{op}" '
            f'stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round"{d} {extra}/>')


def smooth_path(points):
    """Catmull-Rom through points -> cubic bezier path data."""
    d = f"M{f(points[0][0])} {f(points[0][1])}"
    for i in range(len(points) - 1):
        p0 = points[i - 1] if i > 0 else points[i]
        p1, p2 = points[i], points[i + 1]
        p3 = points[i + 2] if i + 2 < len(points) else p2
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f" C{f(c1[0])} {f(c1[1])} {f(c2[0])} {f(c2[1])} {f(p2[0])} {f(p2[1])}"
    return d


def chart(x, y, w, h, values, color=STEEL_L, area="areaSteel", sw=3, dots=False):
    """Smooth line chart with area fill inside box (x,y,w,h); values 0..1."""
    n = len(values)
    P = [(x + i * w / (n - 1), y + h - v * h) for i, v in enumerate(values)]
    d = smooth_path(P)
    out = [f'<path d="{d} L{f(x + w)} {f(y + h)} L{f(x)} {f(y + h)} Z" fill="url(#{area})"/>',
           f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{sw}" stroke-linecap="round"/>']
    if dots:
        for px, py in P[1:-1]:
            out.append(f'<circle cx="{f(px)}" cy="{f(py)}" r="4.5" fill="{NAVY}" stroke="{color}" stroke-width="2.5"/>')
    return "".join(out)


def bars(x, y, w, h, values, color="url(#barSteel)", gap=0.35, hi=None, op=0.9):
    n = len(values)
    bw = w / (n + (n - 1) * gap)
    out = []
    for i, v in enumerate(values):
        bx = x + i * bw * (1 + gap)
        bh = v * h
        c = "url(#barAmber)" if hi is not None and i in hi else color
        out.append(f'<rect x="{f(bx)}" y="{f(y + h - bh)}" width="{f(bw)}" height="{f(bh)}" rx="{f(min(4, bw / 3))}" '
                   f'fill="{c}" fill-opacity="{op}"/>')
    return "".join(out)


def node(cx, cy, r=6, color=STEEL_L, glow=True):
    g = (f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 2.6)}" fill="{color}" fill-opacity="0.16"/>'
         if glow else "")
    return g + f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{color}"/>'


def person(cx, base_y, s=1.0, body="#1a4f86", head="#2b6aa8", helmet=None, rim=SKY):
    """Abstract standing figure (head + rounded torso), feet at base_y."""
    w = 62 * s
    hgt = 120 * s
    hr = 19 * s
    top = base_y - hgt
    path = (f"M{f(cx - w / 2)} {f(base_y)} L{f(cx - w / 2)} {f(top + 34 * s)} "
            f"Q{f(cx - w / 2)} {f(top + 8 * s)} {f(cx)} {f(top + 8 * s)} "
            f"Q{f(cx + w / 2)} {f(top + 8 * s)} {f(cx + w / 2)} {f(top + 34 * s)} "
            f"L{f(cx + w / 2)} {f(base_y)} Z")
    hy = top - hr + 2 * s
    out = [f'<path d="{path}" fill="{body}" stroke="{rim}" stroke-opacity="0.25"/>',
           f'<circle cx="{f(cx)}" cy="{f(hy)}" r="{f(hr)}" fill="{head}" stroke="{rim}" stroke-opacity="0.25"/>']
    if helmet:
        out.append(f'<path d="M{f(cx - hr - 3 * s)} {f(hy - 2 * s)} A{f(hr + 1 * s)} {f(hr + 1 * s)} 0 0 1 '
                   f'{f(cx + hr + 3 * s)} {f(hy - 2 * s)} Z" fill="{helmet}"/>')
    return "".join(out)


def logo_mark(x, y, size):
    """The brand mark (same geometry as public/favicon.svg) placed at x,y with given size."""
    k = size / 34
    return (f'<g transform="translate({f(x)} {f(y)}) scale({k:.4f})">'
            f'<rect width="34" height="34" rx="8" fill="{NAVY2}"/>'
            f'<path d="M7 23 17 9l10 14" fill="none" stroke="{AMBER}" stroke-width="3.4" '
            f'stroke-linecap="round" stroke-linejoin="round"/>'
            f'<path d="M12 25.5h10" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></g>')
