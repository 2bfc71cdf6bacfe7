#!/usr/bin/env python3
"""Writes the SVG sources of every site illustration into scripts/media/svg/.

Run through generate.sh (which then rasterises them); standard library only.
Each scene is a function returning (width, height, svg_text).
"""
import math
import os
import random

from lib import (AMBER, AMBER_L, FONT, NAVY, NAVY0, NAVY2, NAVY3, SKY, STEEL, STEEL_L, WHITE,
                 Iso, background, bars, card, chart, doc, f, finish, gauge, logo_mark, node,
                 person, polyline, pts, ring, smooth_path, text_lines)

W, H = 1600, 900


def icon_tile(x, y, glyph, color=STEEL_L, size=44):
    return (f'<rect x="{f(x)}" y="{f(y)}" width="{size}" height="{size}" rx="11" fill="{color}" '
            f'fill-opacity="0.16" stroke="{color}" stroke-opacity="0.45"/>'
            f'<g transform="translate({f(x + size / 2)} {f(y + size / 2)})" fill="none" stroke="{color}" '
            f'stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">{glyph}</g>')


GLYPH = {
    "gear": '<circle r="6.5"/><circle r="11" stroke-dasharray="4.3 4.3" stroke-width="5"/>',
    "box": '<path d="M-11 -5 0 -11 11 -5 11 7 0 13 -11 7Z M-11 -5 0 1 11 -5 M0 1V13"/>',
    "coin": '<circle r="11"/><path d="M3.5 -5.5h-5a3 3 0 0 0 0 6h3a3 3 0 0 1 0 6h-5.5M0 -9v2.5M0 9.5V12"/>',
    "cart": '<path d="M-13 -9h4l3.5 14h13l3-10h-18"/><circle cx="-3" cy="10" r="1.8"/><circle cx="6" cy="10" r="1.8"/>',
    "truck": '<path d="M-13 -7h14v13h-14Z M1 -2h6l5 5v3h-11"/><circle cx="-7" cy="8" r="2.6"/><circle cx="7" cy="8" r="2.6"/>',
    "doc": '<path d="M-8 -12h10l6 6v18h-16Z M2 -12v6h6 M-4 0h8 M-4 5h8"/>',
    "check": '<path d="M-8 0l5 5 10 -11"/>',
    "chip": '<rect x="-8" y="-8" width="16" height="16" rx="2"/><path d="M-4 -12v4M4 -12v4M-4 8v4M4 8v4M-12 -4h4M-12 4h4M8 -4h4M8 4h4"/>',
    "pin": '<path d="M0 12s-9-8-9-14a9 9 0 0 1 18 0c0 6-9 14-9 14Z"/><circle cy="-2" r="3"/>',
    "clock": '<circle r="11"/><path d="M0 -6v6l4 3"/>',
}


# --------------------------------------------------------------------------- ERP
def erp():
    body = [background(W, H, glows=((0.66, 0.5, 0.5),), amber=(0.82, 0.78, 0.22))]
    hub = (880, 300, 420, 310)
    mods = [
        (640, 120, 230, 140, "coin", "ring"),
        (1330, 100, 230, 140, "gear", "bars"),
        (620, 660, 230, 140, "box", "lines"),
        (1345, 640, 230, 140, "cart", "line"),
    ]
    # connectors first (under the cards)
    hx, hy, hw, hh = hub
    anchors = [(hx + 40, hy), (hx + hw - 40, hy), (hx + 40, hy + hh), (hx + hw - 40, hy + hh)]
    conn = []
    for i, ((mx, my, mw, mh, _, _), (ax, ay)) in enumerate(zip(mods, anchors)):
        sx = mx + mw / 2
        sy = my + mh if my < hy else my
        midy = (sy + ay) / 2
        d = f"M{f(sx)} {f(sy)} C{f(sx)} {f(midy)} {f(ax)} {f(midy)} {f(ax)} {f(ay)}"
        col = AMBER if i == 1 else STEEL_L
        conn.append(f'<path d="{d}" fill="none" stroke="{col}" stroke-opacity="0.55" stroke-width="2"/>')
        conn.append(f'<path d="{d}" fill="none" stroke="{col}" stroke-width="2.5" stroke-dasharray="2 14" '
                    f'stroke-linecap="round"/>')
        conn.append(node(sx, sy, 5, col))
        conn.append(node(ax, ay, 5, col))
    # faint outer orbit
    body.append(f'<ellipse cx="{hx + hw / 2}" cy="{hy + hh / 2}" rx="520" ry="330" fill="none" '
                f'stroke="{STEEL_L}" stroke-opacity="0.10" stroke-width="1.5" stroke-dasharray="3 9"/>')
    body.append(f'<ellipse cx="{hx + hw / 2}" cy="{hy + hh / 2}" rx="330" ry="220" fill="none" '
                f'stroke="{STEEL_L}" stroke-opacity="0.10" stroke-width="1.5"/>')
    body += conn
    # hub dashboard
    body.append(card(hx, hy, hw, hh, rx=18, solid=True))
    body.append(f'<path d="M{hx} {hy + 44}h{hw}" stroke="#8ec5ff" stroke-opacity="0.15"/>')
    for i, c in enumerate(["#f87171", AMBER_L, "#34d399"]):
        body.append(f'<circle cx="{hx + 24 + i * 16}" cy="{hy + 22}" r="4.5" fill="{c}" fill-opacity="0.7"/>')
    body.append(text_lines(hx + 90, hy + 19, [120], h=7, op=0.3))
    # kpi tiles
    for i in range(3):
        tx = hx + 22 + i * 128
        body.append(f'<rect x="{tx}" y="{hy + 62}" width="114" height="66" rx="10" fill="#fff" fill-opacity="0.05" '
                    f'stroke="#8ec5ff" stroke-opacity="0.14"/>')
        body.append(text_lines(tx + 14, hy + 76, [50], h=5, op=0.3))
        col = AMBER_L if i == 1 else WHITE
        body.append(f'<rect x="{tx + 14}" y="{hy + 92}" width="{[62, 48, 70][i]}" height="14" rx="4" fill="{col}" fill-opacity="0.85"/>')
        body.append(polyline([(tx + 84, hy + 112), (tx + 92, hy + 104), (tx + 98, hy + 108), (tx + 104, hy + 96)],
                             "#34d399" if i != 2 else STEEL_L, 2))
    body.append(chart(hx + 22, hy + 150, 236, 130, [0.25, 0.42, 0.36, 0.58, 0.52, 0.74, 0.68, 0.9], dots=True))
    body.append(bars(hx + 282, hy + 160, 116, 120, [0.45, 0.62, 0.5, 0.8, 0.66, 0.92], hi={5}))
    # module cards
    for (mx, my, mw, mh, g, kind) in mods:
        body.append(card(mx, my, mw, mh))
        body.append(icon_tile(mx + 18, my + 18, GLYPH[g], AMBER if g == "gear" else STEEL_L))
        body.append(text_lines(mx + 76, my + 24, [96, 64], gap=14))
        if kind == "ring":
            body.append(ring(mx + mw - 48, my + 96, 24, 0.72, sw=8))
            body.append(text_lines(mx + 20, my + 84, [100, 76, 88], gap=13, op=0.22))
        elif kind == "bars":
            body.append(bars(mx + 20, my + 76, 190, 46, [0.4, 0.7, 0.55, 0.9, 0.6, 0.8, 1.0, 0.7], hi={6}))
        elif kind == "lines":
            for r in range(3):
                ry = my + 80 + r * 18
                body.append(f'<rect x="{mx + 20}" y="{ry}" width="190" height="10" rx="5" fill="#fff" fill-opacity="0.06"/>')
                body.append(f'<rect x="{mx + 20}" y="{ry}" width="{[150, 96, 170][r]}" height="10" rx="5" fill="url(#barSteel)" fill-opacity="0.8"/>')
        else:
            body.append(chart(mx + 20, my + 72, 190, 52, [0.2, 0.35, 0.3, 0.55, 0.5, 0.78, 0.95],
                              color=AMBER_L, area="areaAmber"))
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- APS
def aps():
    body = [background(W, H, glows=((0.64, 0.48, 0.5),), amber=(0.6, 0.2, 0.15))]
    x0, y0, pw, ph = 560, 150, 980, 560
    body.append(card(x0, y0, pw, ph, rx=20, solid=True))
    lab_w = 170
    gx0, gx1 = x0 + lab_w + 20, x0 + pw - 30
    cols = 12
    cw = (gx1 - gx0) / cols
    # header: day columns
    body.append(f'<path d="M{x0} {y0 + 64}h{pw}" stroke="#8ec5ff" stroke-opacity="0.16"/>')
    body.append(text_lines(x0 + 28, y0 + 28, [110], h=8, op=0.4))
    for c in range(cols + 1):
        cx = gx0 + c * cw
        body.append(f'<line x1="{f(cx)}" y1="{y0 + 64}" x2="{f(cx)}" y2="{y0 + ph - 24}" stroke="#8ec5ff" '
                    f'stroke-opacity="{0.07 if c % 3 else 0.14}"/>')
        if c < cols:
            body.append(f'<rect x="{f(cx + cw / 2 - 12)}" y="{y0 + 30}" width="24" height="6" rx="3" fill="{SKY}" fill-opacity="0.3"/>')
    rows = 7
    rh = (ph - 64 - 40) / rows
    random.seed(4)
    plan = [
        [(0.0, 2.4, 0), (2.6, 3.0, 0), (6.0, 2.2, 1), (8.6, 3.0, 0)],
        [(0.8, 3.2, 0), (4.3, 1.8, 0), (6.4, 3.4, 0)],
        [(0.0, 1.6, 0), (1.9, 2.7, 2), (4.9, 2.6, 0), (9.0, 2.6, 0)],
        [(1.4, 3.6, 0), (5.4, 2.4, 1), (8.1, 3.4, 0)],
        [(0.2, 2.1, 0), (2.5, 2.0, 0), (4.8, 3.0, 0), (8.2, 1.6, 2)],
        [(0.6, 2.6, 0), (3.6, 3.6, 0), (7.6, 2.2, 0), (10.0, 1.7, 0)],
        [(0.0, 3.0, 0), (3.4, 2.0, 2), (5.8, 3.0, 0), (9.2, 2.4, 0)],
    ]
    fills = ["url(#barSteel)", "url(#barAmber)", "#2d5f93"]
    bar_pos = {}
    for r in range(rows):
        ry = y0 + 64 + 20 + r * rh
        # resource label: machine icon dot + bars
        body.append(f'<rect x="{x0 + 28}" y="{f(ry + rh / 2 - 12)}" width="24" height="24" rx="6" fill="{STEEL_L}" fill-opacity="0.2" stroke="{STEEL_L}" stroke-opacity="0.5"/>')
        body.append(text_lines(x0 + 64, ry + rh / 2 - 8, [[90, 70, 100, 80, 96, 74, 88][r], 50], gap=11, h=5, op=0.3))
        if r:
            body.append(f'<line x1="{x0 + 20}" y1="{f(ry)}" x2="{x0 + pw - 20}" y2="{f(ry)}" stroke="#8ec5ff" stroke-opacity="0.06"/>')
        for j, (s, L, kind) in enumerate(plan[r]):
            bx = gx0 + s * cw + 3
            bw = min(L * cw - 6, gx1 - bx)
            by = ry + rh * 0.22
            bh = rh * 0.56
            op = "0.92" if kind != 2 else "0.85"
            body.append(f'<rect x="{f(bx)}" y="{f(by)}" width="{f(bw)}" height="{f(bh)}" rx="7" fill="{fills[kind]}" fill-opacity="{op}"/>')
            body.append(f'<rect x="{f(bx + 10)}" y="{f(by + bh / 2 - 3)}" width="{f(min(bw - 20, 60))}" height="6" rx="3" fill="#fff" fill-opacity="{0.55 if kind == 1 else 0.35}"/>')
            bar_pos[(r, j)] = (bx, by, bw, bh)
    # dependency arrows (finish-to-start)
    deps = [((0, 1), (1, 1)), ((2, 1), (3, 1)), ((3, 1), (4, 2)), ((5, 1), (6, 2))]
    for (a, b) in deps:
        ax, ay, aw, ah = bar_pos[a]
        bx, by, bw, bh = bar_pos[b]
        sx, sy = ax + aw, ay + ah / 2
        ex, ey = bx, by + bh / 2
        mx = max(sx + 12, ex - 14)
        body.append(f'<path d="M{f(sx)} {f(sy)} H{f(mx)} V{f(ey)} H{f(ex - 4)}" fill="none" stroke="{SKY}" '
                    f'stroke-opacity="0.6" stroke-width="1.8" stroke-linejoin="round"/>')
        body.append(f'<path d="M{f(ex - 9)} {f(ey - 5)} L{f(ex - 2)} {f(ey)} L{f(ex - 9)} {f(ey + 5)}Z" fill="{SKY}" fill-opacity="0.8"/>')
    # "now" line
    nx = gx0 + 5.2 * cw
    body.append(f'<line x1="{f(nx)}" y1="{y0 + 52}" x2="{f(nx)}" y2="{y0 + ph - 20}" stroke="{AMBER}" stroke-width="2" stroke-dasharray="6 5"/>')
    body.append(f'<rect x="{f(nx - 22)}" y="{y0 + 40}" width="44" height="22" rx="11" fill="{AMBER}"/>')
    body.append(f'<rect x="{f(nx - 10)}" y="{y0 + 49}" width="20" height="4" rx="2" fill="{NAVY}"/>')
    # floating capacity card
    cx, cy = 1200, 690
    body.append(card(cx, cy, 300, 150, solid=True))
    body.append(text_lines(cx + 22, cy + 22, [110, 70], gap=13))
    body.append(bars(cx + 22, cy + 64, 170, 66, [0.6, 0.82, 0.95, 0.7, 0.88, 0.76, 0.64, 0.9], hi={2}))
    body.append(f'<line x1="{cx + 20}" y1="{cy + 72}" x2="{cx + 196}" y2="{cy + 72}" stroke="{AMBER}" stroke-opacity="0.7" stroke-dasharray="4 4"/>')
    body.append(ring(cx + 250, cy + 96, 28, 0.87, sw=8))
    # floating order card
    ox, oy = 420, 676
    body.append(card(ox, oy, 220, 116, solid=True))
    body.append(icon_tile(ox + 18, oy + 18, GLYPH["clock"], AMBER))
    body.append(text_lines(ox + 76, oy + 24, [110, 80], gap=14))
    body.append(f'<rect x="{ox + 18}" y="{oy + 80}" width="184" height="10" rx="5" fill="#fff" fill-opacity="0.08"/>')
    body.append(f'<rect x="{ox + 18}" y="{oy + 80}" width="128" height="10" rx="5" fill="url(#barAmber)"/>')
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- MES
def machine(iso, x, y, w=120, d=90, h=110, accent=STEEL_L):
    out = [iso.box(x, y, 0, w, d, h, top="#1d5893", left="#17487c", right="#0f3459")]
    # screen on the left face (y+d side)
    sx0, sx1 = x + w * 0.12, x + w * 0.5
    z0, z1 = h * 0.45, h * 0.82
    yy = y + d + 0.5
    out.append(iso.poly([(sx0, yy, z0), (sx1, yy, z0), (sx1, yy, z1), (sx0, yy, z1)], "#0a2038", "#8ec5ff", 1,
                        'stroke-opacity="0.5"'))
    # mini chart on screen
    a = iso.p(sx0 + 4, yy, z0 + 10)
    pts_ = [iso.p(sx0 + 4 + i * (sx1 - sx0 - 8) / 5, yy, z0 + 10 + v * (z1 - z0 - 20))
            for i, v in enumerate([0.2, 0.5, 0.35, 0.7, 0.55, 0.9])]
    out.append(polyline(pts_, accent, 2))
    # door / window on the left face
    wx0, wx1 = x + w * 0.58, x + w * 0.9
    out.append(iso.poly([(wx0, yy, 8), (wx1, yy, 8), (wx1, yy, h * 0.82), (wx0, yy, h * 0.82)],
                        "#0d2c4d", "#8ec5ff", 1, 'stroke-opacity="0.35"'))
    # stack light
    for i, c in enumerate(["#34d399", AMBER, "#1f4f80"]):
        p = iso.p(x + w * 0.8, y + d * 0.25, h + 14 + i * 11)
        out.append(f'<rect x="{f(p[0] - 5)}" y="{f(p[1] - 5)}" width="10" height="10" rx="2" fill="{c}"/>')
    base = iso.p(x + w * 0.8, y + d * 0.25, h)
    top_ = iso.p(x + w * 0.8, y + d * 0.25, h + 8)
    out.append(f'<line x1="{f(base[0])}" y1="{f(base[1])}" x2="{f(top_[0])}" y2="{f(top_[1])}" stroke="{SKY}" stroke-opacity="0.6" stroke-width="2"/>')
    return "\n".join(out)


def mes():
    body = [background(W, H, glows=((0.66, 0.55, 0.5),), amber=(0.75, 0.3, 0.18))]
    iso = Iso(1010, 360, 1.55)
    body.append(iso.floor_grid(-80, 480, -40, 300, 40, op=0.10))
    # machines behind conveyor (smaller y drawn first)
    for i, mx in enumerate((0, 160, 320)):
        body.append(machine(iso, mx, 20, 110, 100, 120))
    # conveyor along x between machines
    cy0, cd = 150, 40
    body.append(iso.box(-60, cy0, 0, 520, cd, 22, top="#123c66", left="#0f3459", right="#0d2d4e"))
    for i in range(13):
        xx = -50 + i * 40
        a, b = iso.p(xx, cy0, 22), iso.p(xx, cy0 + cd, 22)
        body.append(f'<line x1="{f(a[0])}" y1="{f(a[1])}" x2="{f(b[0])}" y2="{f(b[1])}" stroke="{SKY}" stroke-opacity="0.18"/>')
    # parts on conveyor
    for xx in (30, 190, 350):
        body.append(iso.box(xx, cy0 + 8, 22, 24, 24, 16, top=AMBER_L, left=AMBER, right="#c77c06", stroke=AMBER_L, so=0.6))
    # floating gauge cards
    for i, (gx, gy, fr) in enumerate([(720, 130, 0.82), (1000, 60, 0.64), (1290, 150, 0.91)]):
        body.append(card(gx, gy, 200, 124, solid=True))
        body.append(gauge(gx + 60, gy + 86, 38, fr, sw=8, color=AMBER if i != 1 else STEEL_L))
        body.append(text_lines(gx + 116, gy + 40, [62, 44, 56], gap=14))
    # leader lines from cards to machines
    for (gx, gy), mx in zip([(820, 254), (1100, 184), (1390, 274)], (55, 215, 375)):
        p = iso.p(mx, 70, 175)
        body.append(f'<line x1="{gx}" y1="{gy}" x2="{f(p[0])}" y2="{f(p[1])}" stroke="{SKY}" stroke-opacity="0.35" stroke-dasharray="3 5"/>')
        body.append(node(p[0], p[1], 4, SKY))
    # real-time trend card
    tx, ty = 1180, 640
    body.append(card(tx, ty, 360, 170, solid=True))
    body.append(text_lines(tx + 22, ty + 22, [120, 80], gap=13))
    body.append(f'<circle cx="{tx + 330}" cy="{ty + 28}" r="6" fill="#34d399"/><circle cx="{tx + 330}" cy="{ty + 28}" r="12" fill="#34d399" fill-opacity="0.2"/>')
    random.seed(7)
    vals = [0.55 + 0.25 * math.sin(i / 2.2) + random.uniform(-0.08, 0.08) for i in range(24)]
    body.append(chart(tx + 22, ty + 66, 316, 84, vals, sw=2.5))
    body.append(f'<line x1="{tx + 22}" y1="{ty + 84}" x2="{tx + 338}" y2="{ty + 84}" stroke="{AMBER}" stroke-opacity="0.7" stroke-dasharray="5 5"/>')
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- RFID
def arcs(cx, cy, toward, radii, span=38, color=SKY, sw=2.5):
    out = []
    for k, r in enumerate(radii):
        a0 = math.radians(toward - span)
        a1 = math.radians(toward + span)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        op = 0.85 - k * 0.22
        out.append(f'<path d="M{f(x0)} {f(y0)} A{r} {r} 0 0 1 {f(x1)} {f(y1)}" fill="none" stroke="{color}" '
                   f'stroke-opacity="{op:.2f}" stroke-width="{sw}" stroke-linecap="round"/>')
    return "".join(out)


def carton(iso, x, y, z, w, d, h, tag=True):
    out = [iso.box(x, y, z, w, d, h, top="#2a6aa9", left="#1f578e", right="#174572", stroke="#8ec5ff", so=0.35)]
    # tape on top
    out.append(iso.poly([(x + w / 2 - 3, y, z + h), (x + w / 2 + 3, y, z + h), (x + w / 2 + 3, y + d, z + h),
                         (x + w / 2 - 3, y + d, z + h)], "#8ec5ff", extra='fill-opacity="0.25"'))
    if tag:
        yy = y + d + 0.5
        tx0, tx1 = x + w * 0.2, x + w * 0.55
        tz0, tz1 = z + h * 0.35, z + h * 0.62
        out.append(iso.poly([(tx0, yy, tz0), (tx1, yy, tz0), (tx1, yy, tz1), (tx0, yy, tz1)], AMBER_L,
                            AMBER, 1))
        c = iso.p((tx0 + tx1) / 2, yy, (tz0 + tz1) / 2)
        out.append(f'<rect x="{f(c[0] - 3)}" y="{f(c[1] - 3)}" width="6" height="6" fill="{NAVY}" transform="rotate(30 {f(c[0])} {f(c[1])})"/>')
    return "\n".join(out)


def pallet_load(iso, x, y, tags=True):
    out = [iso.box(x, y, 0, 120, 100, 10, top="#3a4f66", left="#2c3d50", right="#223140", stroke="#9cc8f5", so=0.25)]
    for (cx, cy, cz) in [(0, 0, 10), (60, 0, 10), (0, 50, 10), (60, 50, 10), (0, 0, 50), (60, 0, 50), (0, 50, 50), (60, 50, 50)]:
        out.append(carton(iso, x + cx + 2, y + cy + 2, cz, 56, 46, 40, tags and cy == 50))
    return "\n".join(out)


def rfid():
    body = [background(W, H, glows=((0.66, 0.5, 0.5),), amber=(0.7, 0.42, 0.2))]
    iso = Iso(1000, 330, 1.45)
    body.append(iso.floor_grid(-200, 520, -60, 300, 40, op=0.10))
    # lane markings
    for yy in (-10, 190):
        a, b = iso.p(-200, yy), iso.p(520, yy)
        body.append(f'<line x1="{f(a[0])}" y1="{f(a[1])}" x2="{f(b[0])}" y2="{f(b[1])}" stroke="{AMBER}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="14 10"/>')
    px = 220
    post = dict(top="#2c6db0", left="#1d5791", right="#154272", stroke="#8ec5ff", so=0.4)
    # back post + antenna
    body.append(iso.box(px, -30, 0, 18, 18, 210, **post))
    body.append(iso.box(px - 2, -12, 70, 22, 6, 90, top="#3b82d0", left=STEEL, right="#1c5ea6", stroke=SKY, so=0.6))
    # pallet already read (left, behind in x)
    body.append(pallet_load(iso, -150, 40, tags=True))
    # pallet inside portal
    body.append(pallet_load(iso, px - 40, 40, tags=True))
    # front post + antenna
    body.append(iso.box(px - 2, 180, 70, 22, 6, 90, top="#3b82d0", left=STEEL, right="#1c5ea6", stroke=SKY, so=0.6))
    body.append(iso.box(px, 186, 0, 18, 18, 210, **post))
    # beam
    body.append(iso.box(px, -30, 210, 18, 234, 18, **post))
    led = iso.p(px + 9, 77, 228)
    body.append(f'<circle cx="{f(led[0])}" cy="{f(led[1])}" r="7" fill="{AMBER_L}"/><circle cx="{f(led[0])}" cy="{f(led[1])}" r="16" fill="{AMBER}" fill-opacity="0.25"/>')
    # radio waves from both antennas toward the load
    a1 = iso.p(px + 9, -9, 115)
    a2 = iso.p(px + 9, 183, 115)
    body.append(arcs(a1[0], a1[1], 150, [40, 70, 100]))
    body.append(arcs(a2[0], a2[1], -30, [40, 70, 100]))
    # reader card
    cx, cy = 1250, 560
    body.append(card(cx, cy, 300, 230, solid=True))
    body.append(icon_tile(cx + 20, cy + 18, GLYPH["chip"], AMBER))
    body.append(text_lines(cx + 78, cy + 24, [120, 80], gap=14))
    for r in range(4):
        ry = cy + 86 + r * 34
        body.append(f'<rect x="{cx + 20}" y="{ry}" width="260" height="26" rx="8" fill="#fff" fill-opacity="0.04"/>')
        body.append(f'<rect x="{cx + 30}" y="{ry + 9}" width="8" height="8" rx="2" fill="{AMBER_L}"/>')
        body.append(text_lines(cx + 50, ry + 10, [[120, 100, 136, 90][r]], h=6, op=0.35))
        body.append(f'<g transform="translate({cx + 262} {ry + 13})" fill="none" stroke="#34d399" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M-6 0l4 4 8-8"/></g>')
    # count card
    kx, ky = 1320, 110
    body.append(card(kx, ky, 230, 110, solid=True))
    body.append(ring(kx + 56, ky + 55, 28, 1.0, sw=8, color=STEEL_L))
    body.append(f'<g transform="translate({kx + 56} {ky + 55})" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M-9 0l6 6 12-12"/></g>')
    body.append(text_lines(kx + 104, ky + 38, [96, 70, 84], gap=14))
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- WMS
def rack_row(iso, x0, y0, bays, levels, hi=None, rnd=None):
    out = []
    bw, dp, lh = 90, 56, 62
    up = dict(top="#3b82d0", left="#2474c9", right="#1c5ea6", stroke=SKY, so=0.3)
    beam = dict(top=AMBER_L, left=AMBER, right="#c77c06", stroke=AMBER_L, so=0.3)
    H_ = levels * lh + 10
    # back uprights
    for b in range(bays + 1):
        out.append(iso.box(x0 + b * bw, y0, 0, 5, 5, H_, **up))
    for b in range(bays):
        for l in range(levels):
            z = 10 + l * lh
            # back beam
            out.append(iso.box(x0 + b * bw + 5, y0, z - 6, bw - 5, 4, 6, **beam))
            # pallet + load
            if (b, l) in (rnd or set()):
                continue
            px, py = x0 + b * bw + 10, y0 + 6
            out.append(iso.box(px, py, z, bw - 20, dp - 12, 6, top="#3a4f66", left="#2c3d50", right="#223140", stroke=SKY, so=0.2))
            is_hi = hi == (b, l)
            lh_ = [34, 44, 28, 40, 38][(b + l) % 5]
            if is_hi:
                out.append(iso.box(px + 2, py + 2, z + 6, bw - 24, dp - 16, lh_, top=AMBER_L, left=AMBER, right="#c77c06", stroke=AMBER_L, so=0.7))
            else:
                out.append(iso.box(px + 2, py + 2, z + 6, (bw - 24) / 2 - 1, dp - 16, lh_, top="#2a6aa9", left="#1f578e", right="#174572", stroke="#8ec5ff", so=0.3))
                out.append(iso.box(px + 2 + (bw - 24) / 2 + 1, py + 2, z + 6, (bw - 24) / 2 - 1, dp - 16, lh_ - 8, top="#2a6aa9", left="#1f578e", right="#174572", stroke="#8ec5ff", so=0.3))
            # front beam
            out.append(iso.box(x0 + b * bw + 5, y0 + dp - 4, z - 6, bw - 5, 4, 6, **beam))
    for b in range(bays + 1):
        out.append(iso.box(x0 + b * bw, y0 + dp - 5, 0, 5, 5, H_, **up))
    return "\n".join(out)


def wms():
    body = [background(W, H, glows=((0.66, 0.5, 0.55),), amber=(0.66, 0.3, 0.16))]
    iso = Iso(1000, 330, 1.12)
    body.append(iso.floor_grid(-80, 560, -80, 420, 40, op=0.09))
    body.append(rack_row(iso, 0, -40, 5, 3, rnd={(3, 0)}))
    # aisle floor markings and pick route
    for yy in (40, 170):
        a, b = iso.p(-60, yy), iso.p(540, yy)
        body.append(f'<line x1="{f(a[0])}" y1="{f(a[1])}" x2="{f(b[0])}" y2="{f(b[1])}" stroke="{AMBER}" stroke-opacity="0.5" stroke-width="3"/>')
    route = [iso.p(x, y) for x, y in [(-40, 105), (120, 105), (140, 105), (320, 105)]]
    body.append(polyline(route, SKY, 3, 0.9, dash="2 10"))
    # AGV / forklift in the aisle
    body.append(iso.box(330, 80, 0, 70, 50, 26, top="#3b82d0", left="#2474c9", right="#1c5ea6", stroke=SKY, so=0.5))
    body.append(iso.box(345, 90, 26, 40, 30, 16, top=AMBER_L, left=AMBER, right="#c77c06", stroke=AMBER_L, so=0.6))
    body.append(rack_row(iso, 0, 200, 5, 3, hi=(2, 2)))
    # location pin over highlighted slot
    p = iso.p(2 * 90 + 45, 228, 3 * 62 + 70)
    body.append(f'<g transform="translate({f(p[0])} {f(p[1] - 30)}) scale(2.2)"><path d="M0 12s-9-8-9-14a9 9 0 0 1 18 0c0 6-9 14-9 14Z" fill="{AMBER}" stroke="{AMBER_L}"/><circle cy="-2" r="3.4" fill="{NAVY}"/></g>')
    body.append(f'<ellipse cx="{f(p[0])}" cy="{f(p[1])}" rx="18" ry="7" fill="{AMBER}" fill-opacity="0.35"/>')
    # inventory card
    cx, cy = 1230, 650
    body.append(card(cx, cy, 300, 170, solid=True))
    body.append(icon_tile(cx + 20, cy + 18, GLYPH["box"], STEEL_L))
    body.append(text_lines(cx + 78, cy + 24, [110, 76], gap=14))
    body.append(ring(cx + 240, cy + 112, 30, 0.94, sw=8))
    for r in range(3):
        ry = cy + 86 + r * 22
        body.append(f'<rect x="{cx + 20}" y="{ry}" width="160" height="9" rx="4.5" fill="#fff" fill-opacity="0.07"/>')
        body.append(f'<rect x="{cx + 20}" y="{ry}" width="{[140, 104, 126][r]}" height="9" rx="4.5" fill="url(#barSteel)"/>')
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- TMS
def tms():
    body = [background(W, H, glows=((0.66, 0.52, 0.55),), amber=(0.78, 0.7, 0.18))]
    iso = Iso(1030, 140, 1.0)
    size, step, road = 720, 120, 26
    # ground plate
    body.append(iso.poly([(0, 0), (size, 0), (size, size), (0, size)], "#0d2f52", SKY, 1, 'fill-opacity="0.55" stroke-opacity="0.2"'))
    # roads
    for k in range(0, size + 1, step):
        for (a, b) in [((k, 0), (k, size)), ((0, k), (size, k))]:
            pa, pb = iso.p(*a), iso.p(*b)
            body.append(f'<line x1="{f(pa[0])}" y1="{f(pa[1])}" x2="{f(pb[0])}" y2="{f(pb[1])}" stroke="#123e6a" stroke-width="{road * 0.9}" stroke-linecap="butt"/>')
    for k in range(0, size + 1, step):
        for (a, b) in [((k, 0), (k, size)), ((0, k), (size, k))]:
            pa, pb = iso.p(*a), iso.p(*b)
            body.append(f'<line x1="{f(pa[0])}" y1="{f(pa[1])}" x2="{f(pb[0])}" y2="{f(pb[1])}" stroke="{SKY}" stroke-opacity="0.16" stroke-width="1.2" stroke-dasharray="6 8"/>')
    # route (on the road centre lines)
    R = [(0, 120), (240, 120), (240, 360), (480, 360), (480, 600), (600, 600)]
    route = [iso.p(x, y) for x, y in R]
    body.append(polyline(route, AMBER, 10, 0.22))
    body.append(polyline(route, AMBER_L, 4, 1.0))
    # buildings, painter's order
    random.seed(11)
    blocks = []
    for bx in range(0, size, step):
        for by in range(0, size, step):
            for (ox, oy) in [(18, 18), (64, 18), (18, 64), (64, 64)]:
                if random.random() < 0.72:
                    h = random.choice([8, 12, 16, 22, 30, 40])
                    blocks.append((bx + ox, by + oy, h))
    blocks.sort(key=lambda t: t[0] + t[1])
    for (x, y, h) in blocks:
        body.append(iso.box(x, y, 0, 38, 38, h, top="#1c5189", left="#143f6c", right="#0f3356", stroke="#8ec5ff", so=0.18))
    # depot (warehouse) at start
    body.append(iso.box(20, 20, 0, 80, 80, 34, top="#2a6aa9", left="#1f578e", right="#174572", stroke=SKY, so=0.5))
    # truck on the route, heading +x on y=360
    tx, ty = 330, 352
    body.append(iso.box(tx, ty, 4, 56, 18, 22, top="#e8f1fb", left="#c3d6ea", right="#9fb8d2", stroke="#fff", so=0.5))
    body.append(iso.box(tx + 58, ty + 1, 4, 16, 16, 16, top=AMBER_L, left=AMBER, right="#c77c06", stroke=AMBER_L, so=0.5))
    # stop pins
    for i, (x, y) in enumerate([(0, 120), (240, 360), (480, 600), (600, 600)]):
        p = iso.p(x, y)
        col = STEEL_L if i == 0 else AMBER
        body.append(f'<ellipse cx="{f(p[0])}" cy="{f(p[1])}" rx="16" ry="7" fill="{col}" fill-opacity="0.35"/>')
        body.append(f'<g transform="translate({f(p[0])} {f(p[1] - 26)}) scale(1.9)"><path d="M0 12s-9-8-9-14a9 9 0 0 1 18 0c0 6-9 14-9 14Z" fill="{col}" stroke="#fff" stroke-opacity="0.5"/><circle cy="-2" r="3.4" fill="{NAVY}"/></g>')
    # ETA card
    cx, cy = 620, 600
    body.append(card(cx, cy, 320, 150, solid=True))
    body.append(icon_tile(cx + 20, cy + 18, GLYPH["truck"], AMBER))
    body.append(text_lines(cx + 78, cy + 24, [130, 90], gap=14))
    ly = cy + 106
    body.append(f'<line x1="{cx + 30}" y1="{ly}" x2="{cx + 290}" y2="{ly}" stroke="#fff" stroke-opacity="0.12" stroke-width="6" stroke-linecap="round"/>')
    body.append(f'<line x1="{cx + 30}" y1="{ly}" x2="{cx + 190}" y2="{ly}" stroke="url(#barAmber)" stroke-width="6" stroke-linecap="round"/>')
    for i, sx in enumerate([30, 117, 203, 290]):
        done = sx <= 190
        body.append(f'<circle cx="{cx + sx}" cy="{ly}" r="8" fill="{AMBER if done else NAVY}" stroke="{AMBER_L if done else SKY}" stroke-opacity="0.8" stroke-width="2"/>')
    # mini KPI card
    kx, ky = 1300, 120
    body.append(card(kx, ky, 250, 120, solid=True))
    body.append(text_lines(kx + 20, ky + 22, [100, 64], gap=14))
    body.append(chart(kx + 20, ky + 62, 210, 40, [0.3, 0.5, 0.4, 0.65, 0.6, 0.85], color=STEEL_L))
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- RPA
def doc_card(x, y, w=96, h=120, state=None, op=1.0):
    fold = 22
    out = [f'<g opacity="{op}">',
           f'<path d="M{x} {y + 8}q0-8 8-8h{w - fold - 8}l{fold} {fold}v{h - fold - 8}q0 8-8 8h-{w - 16}q-8 0-8-8Z" '
           f'fill="url(#cardSolid)" stroke="#8ec5ff" stroke-opacity="0.4" filter="url(#shadow)"/>',
           f'<path d="M{x + w - fold} {y}v{fold - 6}q0 6 6 6h{fold - 6}" fill="none" stroke="#8ec5ff" stroke-opacity="0.4"/>',
           text_lines(x + 14, y + 30, [w - 46, w - 30, w - 38, w - 50], gap=14, h=5, op=0.35)]
    if state == "done":
        out.append(f'<circle cx="{x + w - 6}" cy="{y + h - 6}" r="15" fill="#10b981"/>'
                   f'<path d="M{x + w - 13} {y + h - 6}l5 5 9-10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>')
    elif state == "busy":
        out.append(f'<circle cx="{x + w - 6}" cy="{y + h - 6}" r="15" fill="{AMBER}"/>'
                   f'<circle cx="{x + w - 6}" cy="{y + h - 6}" r="6" fill="none" stroke="{NAVY}" stroke-width="2.5" stroke-dasharray="20 8"/>')
    out.append("</g>")
    return "".join(out)


def rpa():
    body = [background(W, H, glows=((0.68, 0.48, 0.5),), amber=(0.8, 0.35, 0.16))]
    # flow rail
    ry = 640
    body.append(f'<rect x="540" y="{ry - 6}" width="1060" height="12" rx="6" fill="#fff" fill-opacity="0.05"/>')
    body.append(f'<line x1="540" y1="{ry}" x2="1600" y2="{ry}" stroke="{STEEL_L}" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="2 12" stroke-linecap="round"/>')
    # documents on the rail
    for i, x in enumerate([600, 740]):
        body.append(doc_card(x, ry - 140, op=0.55 + 0.2 * i))
    body.append(doc_card(1250, ry - 140, state="done"))
    body.append(doc_card(1390, ry - 140, state="done", op=0.8))
    # robot arm (side view) picking a document
    bx, by = 1030, 640
    body.append(f'<ellipse cx="{bx}" cy="{by + 4}" rx="120" ry="16" fill="#000" fill-opacity="0.25"/>')
    body.append(f'<path d="M{bx - 86} {by}l18-46h136l18 46Z" fill="url(#cardSolid)" stroke="#8ec5ff" stroke-opacity="0.45"/>')
    body.append(f'<rect x="{bx - 48}" y="{by - 96}" width="96" height="52" rx="14" fill="#1d5893" stroke="#8ec5ff" stroke-opacity="0.45"/>')
    sh = (bx, by - 110)
    el = (bx - 150, by - 330)
    wr = (bx - 20, by - 430)
    tip = (bx + 70, by - 360)
    for (a, b, w_) in [(sh, el, 44), (el, wr, 34), (wr, tip, 24)]:
        body.append(f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="#0a2440" stroke-width="{w_ + 6}" stroke-linecap="round"/>')
        body.append(f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="url(#armG)" stroke-width="{w_}" stroke-linecap="round"/>')
        body.append(f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="#fff" stroke-opacity="0.18" stroke-width="{w_ * 0.25}" stroke-linecap="round" transform="translate(-4 -3)"/>')
    for (j, r) in [(sh, 34), (el, 28), (wr, 22)]:
        body.append(f'<circle cx="{j[0]}" cy="{j[1]}" r="{r}" fill="#0f3a66" stroke="{SKY}" stroke-opacity="0.5" stroke-width="2"/>')
        body.append(f'<circle cx="{j[0]}" cy="{j[1]}" r="{r * 0.45}" fill="{AMBER}"/>')
    # gripper holding a document
    gx, gy = tip
    body.append(f'<path d="M{gx - 10} {gy + 10}l-8 34M{gx + 16} {gy + 4}l12 32" stroke="{SKY}" stroke-width="8" stroke-linecap="round"/>')
    body.append(doc_card(gx - 38, gy + 40, 92, 112, state="busy"))
    # workflow diagram above
    nodes = [(650, 220), (820, 220), (820, 340), (1280, 250), (1430, 250)]
    body.append(f'<path d="M650 220H820V340" fill="none" stroke="{STEEL_L}" stroke-opacity="0.55" stroke-width="2"/>')
    body.append(f'<path d="M1280 250H1430" fill="none" stroke="{STEEL_L}" stroke-opacity="0.55" stroke-width="2"/>')
    for i, (x, y) in enumerate(nodes):
        g = ["doc", "gear", "check", "chip", "check"][i]
        col = AMBER if g == "gear" else ("#34d399" if g == "check" else STEEL_L)
        body.append(f'<rect x="{x - 26}" y="{y - 26}" width="52" height="52" rx="14" fill="{NAVY}"/>')
        body.append(icon_tile(x - 26, y - 26, GLYPH[g], col, size=52))
    body.append(f'<path d="M820 366V420" stroke="{STEEL_L}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="3 6"/>')
    body.append(finish(W, H))
    defs = (f'<linearGradient id="armG" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82d0"/>'
            f'<stop offset="1" stop-color="#1d5893"/></linearGradient>')
    return W, H, doc(W, H, "\n".join(body), defs)


# --------------------------------------------------------------------------- IA
def ia():
    body = [background(W, H, glows=((0.7, 0.48, 0.5),), amber=(0.72, 0.5, 0.2))]
    layers = [4, 6, 7, 6, 3]
    xs = [700, 860, 1020, 1180, 1340]
    cy, gap = 430, 82
    P = []
    for n, x in zip(layers, xs):
        P.append([(x, cy + (i - (n - 1) / 2) * gap) for i in range(n)])
    path = [1, 2, 3, 2, 1]
    for l in range(len(P) - 1):
        for i, a in enumerate(P[l]):
            for j, b in enumerate(P[l + 1]):
                hot = path[l] == i and path[l + 1] == j
                warm = (path[l] == i or path[l + 1] == j) and not hot
                if hot:
                    continue
                op = 0.22 if warm else 0.09
                body.append(f'<line x1="{a[0]}" y1="{f(a[1])}" x2="{b[0]}" y2="{f(b[1])}" stroke="{STEEL_L}" stroke-opacity="{op}" stroke-width="1.4"/>')
    hot_pts = [P[l][path[l]] for l in range(len(P))]
    body.append(polyline(hot_pts, AMBER, 9, 0.2))
    body.append(polyline(hot_pts, AMBER_L, 2.6, 1.0))
    for l, layer in enumerate(P):
        for i, (x, y) in enumerate(layer):
            hot = path[l] == i
            body.append(f'<circle cx="{x}" cy="{f(y)}" r="{24 if hot else 18}" fill="{AMBER if hot else STEEL_L}" fill-opacity="{0.18 if hot else 0.1}"/>')
            body.append(f'<circle cx="{x}" cy="{f(y)}" r="11" fill="{NAVY}" stroke="{AMBER_L if hot else STEEL_L}" stroke-width="3"/>')
            if hot:
                body.append(f'<circle cx="{x}" cy="{f(y)}" r="5" fill="{AMBER_L}"/>')
    # inputs: data sources
    srcs = ["gear", "chip", "box", "clock"]
    for i, (x, y) in enumerate(P[0]):
        tx = 560
        body.append(f'<path d="M{tx + 26} {f(y)}H{x - 14}" stroke="{SKY}" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="3 5"/>')
        body.append(f'<rect x="{tx - 26}" y="{f(y - 26)}" width="52" height="52" rx="14" fill="{NAVY}"/>')
        body.append(icon_tile(tx - 26, y - 26, GLYPH[srcs[i]], STEEL_L, size=52))
    # prediction card
    cx, cy2 = 1150, 660
    body.append(card(cx, cy2, 390, 180, solid=True))
    body.append(text_lines(cx + 22, cy2 + 22, [130, 84], gap=14))
    x0, y0, w0, h0 = cx + 22, cy2 + 70, 346, 90
    hist = [0.35, 0.45, 0.4, 0.55, 0.5, 0.62]
    n_all = 10
    hx = [x0 + i * w0 / (n_all - 1) for i in range(n_all)]
    hp = [(hx[i], y0 + h0 - v * h0) for i, v in enumerate(hist)]
    fut = [0.62, 0.7, 0.76, 0.82, 0.9]
    fp = [(hx[5 + i], y0 + h0 - v * h0) for i, v in enumerate(fut)]
    up = [(x, y - 8 - 6 * i) for i, (x, y) in enumerate(fp)]
    lo = [(x, y + 8 + 6 * i) for i, (x, y) in enumerate(fp)]
    body.append(f'<polygon points="{pts(up + lo[::-1])}" fill="{AMBER}" fill-opacity="0.16"/>')
    body.append(f'<path d="{smooth_path(hp)}" fill="none" stroke="{STEEL_L}" stroke-width="3" stroke-linecap="round"/>')
    body.append(f'<path d="{smooth_path(fp)}" fill="none" stroke="{AMBER_L}" stroke-width="3" stroke-dasharray="7 6" stroke-linecap="round"/>')
    body.append(f'<line x1="{f(hx[5])}" y1="{y0 - 4}" x2="{f(hx[5])}" y2="{y0 + h0}" stroke="#fff" stroke-opacity="0.25"/>')
    body.append(node(hx[5], hp[5][1], 5, AMBER_L))
    body.append(finish(W, H))
    return W, H, doc(W, H, "\n".join(body))


# --------------------------------------------------------------------------- About / team (1200x800)
def team():
    w, h = 1200, 800
    body = [background(w, h, glows=((0.5, 0.35, 0.6),), amber=(0.3, 0.3, 0.2))]
    floor_y = 640
    # back wall machines (low contrast)
    for (x, mw, mh) in [(40, 230, 300), (300, 180, 240), (860, 300, 320)]:
        body.append(f'<rect x="{x}" y="{floor_y - mh}" width="{mw}" height="{mh}" rx="10" fill="#0e3357" stroke="#8ec5ff" stroke-opacity="0.14"/>')
        body.append(f'<rect x="{x + 20}" y="{floor_y - mh + 24}" width="{mw * 0.45}" height="{mh * 0.32}" rx="6" fill="#0a2540" stroke="#8ec5ff" stroke-opacity="0.18"/>')
        body.append(polyline([(x + 30, floor_y - mh + 80), (x + 50, floor_y - mh + 64), (x + 70, floor_y - mh + 72), (x + 90, floor_y - mh + 50)], STEEL_L, 2, 0.6))
        for i, c in enumerate(["#34d399", AMBER, "#1f4f80"]):
            body.append(f'<rect x="{x + mw - 34}" y="{floor_y - mh - 40 + i * 12}" width="12" height="10" rx="2" fill="{c}" fill-opacity="0.8"/>')
        body.append(f'<line x1="{x + mw - 28}" y1="{floor_y - mh - 4}" x2="{x + mw - 28}" y2="{floor_y - mh}" stroke="{SKY}" stroke-opacity="0.4" stroke-width="2"/>')
    # overhead lights
    for x in (200, 600, 1000):
        body.append(f'<path d="M{x - 70} 60h140l-20 16h-100Z" fill="#163f6b"/>')
        body.append(f'<path d="M{x - 50} 76h100l120 420h-340Z" fill="url(#beam)"/>')
    # floor
    body.append(f'<rect x="0" y="{floor_y}" width="{w}" height="{h - floor_y}" fill="#081f38"/>')
    body.append(f'<line x1="0" y1="{floor_y}" x2="{w}" y2="{floor_y}" stroke="#8ec5ff" stroke-opacity="0.2"/>')
    for x in range(-400, w + 400, 120):
        body.append(f'<line x1="{x}" y1="{floor_y}" x2="{(x - w / 2) * 2.2 + w / 2}" y2="{h}" stroke="#8ec5ff" stroke-opacity="0.06"/>')
    body.append(f'<path d="M0 {floor_y + 60}H{w}" stroke="{AMBER}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="28 18"/>')
    # kanban board on stand
    bx, by, bw, bh = 470, 140, 420, 270
    body.append(f'<line x1="{bx + 40}" y1="{by + bh}" x2="{bx + 20}" y2="{floor_y}" stroke="#9fb8d2" stroke-width="6"/>')
    body.append(f'<line x1="{bx + bw - 40}" y1="{by + bh}" x2="{bx + bw - 20}" y2="{floor_y}" stroke="#9fb8d2" stroke-width="6"/>')
    body.append(f'<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" rx="8" fill="#e9f1fa" stroke="#9fb8d2" stroke-width="6" filter="url(#shadow)"/>')
    colw = (bw - 40) / 3
    for c in range(3):
        cx = bx + 20 + c * colw
        body.append(f'<rect x="{f(cx + 6)}" y="{by + 18}" width="{f(colw - 12)}" height="12" rx="6" fill="{NAVY2}" fill-opacity="0.75"/>')
        if c:
            body.append(f'<line x1="{f(cx)}" y1="{by + 14}" x2="{f(cx)}" y2="{by + bh - 14}" stroke="{NAVY2}" stroke-opacity="0.25" stroke-width="2"/>')
        n = [4, 3, 2][c]
        for k in range(n):
            col = [[AMBER_L, "#93c5fd", "#93c5fd", AMBER_L], ["#93c5fd", AMBER_L, "#93c5fd"], ["#86efac", "#86efac"]][c][k]
            sx = cx + 12 + (k % 2) * (colw / 2 - 6)
            sy = by + 46 + (k // 2) * 72
            rot = [-3, 2, 1, -2][k]
            body.append(f'<g transform="rotate({rot} {f(sx + 25)} {f(sy + 28)})"><rect x="{f(sx)}" y="{f(sy)}" width="{f(colw / 2 - 18)}" height="56" rx="3" fill="{col}"/>'
                        f'<rect x="{f(sx + 8)}" y="{f(sy + 12)}" width="{f(colw / 2 - 36)}" height="4" rx="2" fill="{NAVY}" fill-opacity="0.45"/>'
                        f'<rect x="{f(sx + 8)}" y="{f(sy + 22)}" width="{f(colw / 2 - 46)}" height="4" rx="2" fill="{NAVY}" fill-opacity="0.35"/></g>')
    # small chart on board bottom
    body.append(polyline([(bx + 260, by + bh - 30), (bx + 300, by + bh - 48), (bx + 340, by + bh - 42), (bx + 390, by + bh - 70)], NAVY3, 3))
    # people: plant team (helmets) and the consultant pointing at the board
    ppl = [
        (250, 1.0, "#173f6a", "#285f97", AMBER),
        (880, 0.95, "#15395f", "#285f97", "#e9f1fa"),
        (975, 1.12, "#173f6a", "#285f97", AMBER),
        (1085, 1.25, "#1f4e7e", "#2f6fae", AMBER),
    ]
    for (x, s_, bc, hc, helm) in sorted(ppl, key=lambda t: t[1]):
        body.append(person(x, floor_y + 40 * (s_ - 1) + 6, s_ * 1.25, bc, hc, helm))
    cxp, cs = 380, 1.2
    body.append(person(cxp, floor_y + 40 * (cs - 1) + 6, cs * 1.25, STEEL, "#3b82d0", None))
    sy_ = floor_y + 8 - 120 * cs * 1.25 + 40
    body.append(f'<path d="M{cxp + 30} {f(sy_)}L{bx + 30} {by + 200}" stroke="#2a78c8" stroke-width="17" stroke-linecap="round"/>')
    body.append(f'<circle cx="{bx + 30}" cy="{by + 200}" r="9" fill="#3b82d0"/>')
    body.append(finish(w, h, text_side=False))
    defs = (f'<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe0ff" stop-opacity="0.10"/>'
            f'<stop offset="1" stop-color="#bfe0ff" stop-opacity="0"/></linearGradient>')
    return w, h, doc(w, h, "\n".join(body), defs)


# --------------------------------------------------------------------------- Diagnostic (value stream map + magnifier)
def factory_icon(x, y, s=1.0, color=SKY):
    # sawtooth roof factory outline
    d = (f"M{x} {y + 60 * s}V{y + 20 * s}l{20 * s} {-14 * s}v{14 * s}l{20 * s} {-14 * s}v{14 * s}l{20 * s} {-14 * s}"
         f"v{14 * s}h{10 * s}V{y - 12 * s}h{12 * s}V{y + 60 * s}Z")
    return f'<path d="{d}" fill="{NAVY}" stroke="{color}" stroke-width="2.2" stroke-linejoin="round"/>'


def vsm_content():
    out = []
    procs = [640, 850, 1060, 1270]
    py, pw, ph = 380, 150, 84
    out.append(factory_icon(560, 140, 1.3))
    out.append(factory_icon(1380, 140, 1.3))
    # production control
    out.append(f'<rect x="930" y="120" width="170" height="70" rx="8" fill="{NAVY}" stroke="{SKY}" stroke-width="2"/>')
    out.append(text_lines(950, 140, [110, 80, 96], gap=12, h=5, op=0.4))
    # electronic info flows (zig-zag)
    out.append(f'<path d="M930 150H700l14 -10 0 20 14 -10" fill="none" stroke="{SKY}" stroke-opacity="0.6" stroke-width="2"/>')
    out.append(f'<path d="M1100 150H1370" fill="none" stroke="{SKY}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="8 6"/>')
    for x in procs:
        out.append(f'<path d="M1015 190V250H{x + 75}V{py - 6}" fill="none" stroke="{SKY}" stroke-opacity="0.28" stroke-width="1.5"/>')
    for i, x in enumerate(procs):
        out.append(f'<rect x="{x}" y="{py}" width="{pw}" height="{ph}" rx="6" fill="url(#cardSolid)" stroke="{SKY}" stroke-width="2"/>')
        out.append(f'<path d="M{x} {py + 26}h{pw}" stroke="{SKY}" stroke-opacity="0.5"/>')
        out.append(text_lines(x + 20, py + 10, [80], h=6, op=0.6))
        out.append(f'<circle cx="{x + 40}" cy="{py + 58}" r="10" fill="none" stroke="{SKY}" stroke-width="2"/>')
        out.append(f'<circle cx="{x + 40}" cy="{py + 50}" r="4" fill="{SKY}"/>')
        # data box
        out.append(f'<rect x="{x}" y="{py + ph + 14}" width="{pw}" height="96" rx="4" fill="none" stroke="{SKY}" stroke-opacity="0.45"/>')
        out.append(text_lines(x + 14, py + ph + 28, [96, 76, 110, 64, 88], gap=16, h=5, op=0.35))
        if i < len(procs) - 1:
            # inventory triangle + push arrow
            tx = x + pw + 30
            out.append(f'<path d="M{tx} {py - 2}l16 -30 16 30Z" fill="{AMBER}" fill-opacity="0.22" stroke="{AMBER}" stroke-width="2" stroke-linejoin="round"/>')
            out.append(f'<rect x="{tx + 14}" y="{py - 20}" width="4" height="14" fill="{AMBER_L}"/>')
            ay = py + 42
            out.append(f'<path d="M{x + pw + 6} {ay - 6}h34v-8l12 14-12 14v-8h-34Z" fill="none" stroke="{SKY}" stroke-width="1.8"/>')
            for k in range(3):
                out.append(f'<line x1="{x + pw + 12 + k * 10}" y1="{ay - 6}" x2="{x + pw + 18 + k * 10}" y2="{ay + 6}" stroke="{SKY}" stroke-width="1.5"/>')
    # timeline ladder
    ty = 700
    d = "M600 " + str(ty)
    xs = [600, 690, 790, 900, 1000, 1110, 1210, 1320, 1440]
    for i, x in enumerate(xs[1:]):
        yv = ty if i % 2 else ty + 30
        d += f"H{x}V{ty + 30 if i % 2 else ty}" if i < len(xs) - 2 else f"H{x}"
    out.append(f'<path d="{d}" fill="none" stroke="{SKY}" stroke-width="2.2"/>')
    for i in range(len(xs) - 1):
        mx = (xs[i] + xs[i + 1]) / 2
        yy = ty - 14 if i % 2 == 0 else ty + 44
        out.append(f'<rect x="{mx - 18}" y="{yy}" width="36" height="5" rx="2.5" fill="{SKY}" fill-opacity="0.4"/>')
    # kaizen burst
    cx, cy, r1, r2 = 1185, 330, 40, 26
    star = []
    for k in range(20):
        r = r1 if k % 2 == 0 else r2
        a = math.pi * 2 * k / 20
        star.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    out.append(f'<polygon points="{pts(star)}" fill="{AMBER}" stroke="{AMBER_L}" stroke-width="2" stroke-linejoin="round"/>')
    out.append(f'<rect x="{cx - 16}" y="{cy - 4}" width="32" height="8" rx="4" fill="{NAVY}" fill-opacity="0.7"/>')
    return "\n".join(out)


def diagnostic():
    body = [background(W, H, glows=((0.64, 0.45, 0.55),), amber=(0.74, 0.38, 0.18))]
    content = vsm_content()
    body.append(f'<g opacity="0.9">{content}</g>')
    # magnifier over the 3rd process / kaizen burst
    mx, my, mr = 1150, 420, 150
    k = 1.45
    body.append(f'<circle cx="{mx}" cy="{my}" r="{mr}" fill="{NAVY0}" fill-opacity="0.92"/>')
    body.append(f'<g clip-path="url(#lens)"><g transform="translate({mx} {my}) scale({k}) translate({-mx} {-my})">{content}</g></g>')
    body.append(f'<circle cx="{mx}" cy="{my}" r="{mr}" fill="url(#lensShine)"/>')
    hx = mx + mr * 0.72
    hy = my + mr * 0.72
    body.append(f'<line x1="{f(hx + 14)}" y1="{f(hy + 14)}" x2="{f(hx + 130)}" y2="{f(hy + 130)}" stroke="#0a2440" stroke-width="40" stroke-linecap="round"/>')
    body.append(f'<line x1="{f(hx + 18)}" y1="{f(hy + 18)}" x2="{f(hx + 126)}" y2="{f(hy + 126)}" stroke="url(#handle)" stroke-width="30" stroke-linecap="round"/>')
    body.append(f'<circle cx="{mx}" cy="{my}" r="{mr}" fill="none" stroke="#0a2440" stroke-width="26"/>')
    body.append(f'<circle cx="{mx}" cy="{my}" r="{mr}" fill="none" stroke="url(#rim)" stroke-width="18"/>')
    body.append(finish(W, H))
    defs = (f'<clipPath id="lens"><circle cx="{mx}" cy="{my}" r="{mr}"/></clipPath>'
            f'<radialGradient id="lensShine" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.10"/>'
            f'<stop offset="0.5" stop-color="#fff" stop-opacity="0.02"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
            f'<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="0.5" stop-color="{STEEL_L}"/><stop offset="1" stop-color="{NAVY3}"/></linearGradient>'
            f'<linearGradient id="handle" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_L}"/><stop offset="1" stop-color="#c77c06"/></linearGradient>')
    return W, H, doc(W, H, "\n".join(body), defs)


# --------------------------------------------------------------------------- ERP video poster (1280x720)
def erp_poster():
    w, h = 1280, 720
    body = [background(w, h, glows=((0.5, 0.5, 0.55),), amber=(0.85, 0.85, 0.2))]
    x0, y0, ww, wh = 90, 70, 1100, 600
    body.append(card(x0, y0, ww, wh, rx=20, solid=True))
    # top bar
    body.append(f'<path d="M{x0} {y0 + 50}h{ww}" stroke="#8ec5ff" stroke-opacity="0.15"/>')
    for i, c in enumerate(["#f87171", AMBER_L, "#34d399"]):
        body.append(f'<circle cx="{x0 + 26 + i * 18}" cy="{y0 + 25}" r="5" fill="{c}" fill-opacity="0.7"/>')
    body.append(f'<rect x="{x0 + 420}" y="{y0 + 14}" width="260" height="22" rx="11" fill="#fff" fill-opacity="0.06"/>')
    body.append(logo_mark(x0 + ww - 50, y0 + 11, 28))
    # sidebar
    body.append(f'<path d="M{x0 + 190} {y0 + 50}V{y0 + wh}" stroke="#8ec5ff" stroke-opacity="0.12"/>')
    for i in range(7):
        yy = y0 + 84 + i * 42
        active = i == 1
        if active:
            body.append(f'<rect x="{x0 + 12}" y="{yy - 12}" width="166" height="34" rx="9" fill="{STEEL}" fill-opacity="0.35"/>')
        body.append(f'<rect x="{x0 + 26}" y="{yy - 2}" width="14" height="14" rx="4" fill="{AMBER if active else SKY}" fill-opacity="{1 if active else 0.4}"/>')
        body.append(text_lines(x0 + 52, yy + 2, [[90, 70, 84, 60, 96, 74, 66][i]], h=6, op=0.5 if active else 0.28))
    cx0 = x0 + 214
    # KPI cards
    for i in range(4):
        kx = cx0 + i * 218
        body.append(f'<rect x="{kx}" y="{y0 + 74}" width="200" height="96" rx="12" fill="#fff" fill-opacity="0.045" stroke="#8ec5ff" stroke-opacity="0.14"/>')
        body.append(text_lines(kx + 18, y0 + 92, [84], h=6, op=0.3))
        body.append(f'<rect x="{kx + 18}" y="{y0 + 112}" width="{[92, 70, 104, 80][i]}" height="18" rx="5" fill="{AMBER_L if i == 2 else "#fff"}" fill-opacity="0.85"/>')
        body.append(chart(kx + 120, y0 + 110, 62, 36, [[0.2, 0.4, 0.3, 0.7, 0.9], [0.5, 0.4, 0.6, 0.55, 0.8], [0.3, 0.5, 0.45, 0.8, 0.7], [0.6, 0.5, 0.7, 0.65, 0.9]][i], sw=2))
    # big chart (center, calm: the page overlays a play button here)
    gx, gy, gw, gh = cx0, y0 + 196, 560, 250
    body.append(f'<rect x="{gx}" y="{gy}" width="{gw}" height="{gh}" rx="12" fill="#fff" fill-opacity="0.03" stroke="#8ec5ff" stroke-opacity="0.12"/>')
    for k in range(4):
        body.append(f'<line x1="{gx + 20}" y1="{gy + 60 + k * 44}" x2="{gx + gw - 20}" y2="{gy + 60 + k * 44}" stroke="#8ec5ff" stroke-opacity="0.07"/>')
    body.append(text_lines(gx + 20, gy + 20, [140], h=7, op=0.35))
    body.append(chart(gx + 20, gy + 70, gw - 40, 160, [0.25, 0.35, 0.3, 0.5, 0.45, 0.6, 0.55, 0.72, 0.68, 0.85], sw=3))
    body.append(chart(gx + 20, gy + 110, gw - 40, 120, [0.2, 0.25, 0.3, 0.28, 0.4, 0.38, 0.5, 0.48, 0.55, 0.6],
                      color=AMBER_L, area="areaAmber", sw=2.5))
    # right column: donut + list
    rx, ry = gx + gw + 18, gy
    body.append(f'<rect x="{rx}" y="{ry}" width="290" height="{gh}" rx="12" fill="#fff" fill-opacity="0.03" stroke="#8ec5ff" stroke-opacity="0.12"/>')
    body.append(text_lines(rx + 20, ry + 20, [110], h=7, op=0.35))
    body.append(ring(rx + 80, ry + 140, 50, 0.68, sw=14, color=STEEL_L))
    body.append(f'<circle cx="{rx + 80}" cy="{ry + 140}" r="50" fill="none" stroke="{AMBER}" stroke-width="14" stroke-dasharray="60 400" transform="rotate(155 {rx + 80} {ry + 140})"/>')
    for k in range(4):
        body.append(f'<rect x="{rx + 160}" y="{ry + 100 + k * 24}" width="10" height="10" rx="3" fill="{[STEEL_L, AMBER, SKY, NAVY3][k]}"/>')
        body.append(text_lines(rx + 178, ry + 102 + k * 24, [[70, 56, 80, 50][k]], h=6, op=0.3))
    # table
    ty = gy + gh + 20
    body.append(f'<rect x="{gx}" y="{ty}" width="{gw + 308}" height="{y0 + wh - ty - 20}" rx="12" fill="#fff" fill-opacity="0.03" stroke="#8ec5ff" stroke-opacity="0.12"/>')
    for k in range(3):
        yy = ty + 22 + k * 26
        body.append(text_lines(gx + 20, yy, [120], h=6, op=0.3))
        body.append(text_lines(gx + 220, yy, [80], h=6, op=0.3))
        body.append(f'<rect x="{gx + 400}" y="{yy - 2}" width="300" height="10" rx="5" fill="#fff" fill-opacity="0.06"/>')
        body.append(f'<rect x="{gx + 400}" y="{yy - 2}" width="{[240, 170, 280][k]}" height="10" rx="5" fill="url(#barSteel)"/>')
        body.append(f'<rect x="{gx + 760}" y="{yy - 4}" width="70" height="14" rx="7" fill="{["#34d399", AMBER, "#34d399"][k]}" fill-opacity="0.3"/>')
    body.append(f'<rect width="{w}" height="{h}" fill="url(#vign)"/>')
    body.append(f'<circle cx="{w / 2}" cy="{h / 2}" r="260" fill="url(#calm)"/>')
    defs = (f'<radialGradient id="calm"><stop offset="0" stop-color="{NAVY0}" stop-opacity="0.35"/>'
            f'<stop offset="1" stop-color="{NAVY0}" stop-opacity="0"/></radialGradient>')
    return w, h, doc(w, h, "\n".join(body), defs)


# --------------------------------------------------------------------------- Landing hero (plant + rising KPI)
def landing():
    body = [background(W, H, glows=((0.68, 0.42, 0.55),), amber=(0.86, 0.2, 0.2))]
    base = 770
    # KPI chart behind the plant
    cx0, cx1 = 620, 1540
    vals = [0.12, 0.18, 0.15, 0.26, 0.3, 0.28, 0.42, 0.5, 0.47, 0.62, 0.72, 0.86]
    top, ht = 150, 420
    for k in range(5):
        yy = top + k * ht / 4
        body.append(f'<line x1="{cx0}" y1="{f(yy)}" x2="{cx1}" y2="{f(yy)}" stroke="#8ec5ff" stroke-opacity="0.08"/>')
    body.append(bars(cx0 + 10, top + ht - 200, cx1 - cx0 - 20, 200, [v * 0.75 for v in vals], color="#2474c9", op=0.22))
    body.append(chart(cx0, top, cx1 - cx0, ht, vals, color=AMBER_L, area="areaAmber", sw=4, dots=True))
    ex, ey = cx1, top + ht - vals[-1] * ht
    body.append(f'<circle cx="{ex}" cy="{f(ey)}" r="26" fill="{AMBER}" fill-opacity="0.25"/><circle cx="{ex}" cy="{f(ey)}" r="11" fill="{AMBER_L}"/>')
    # plant silhouette
    pl = []
    x = 640
    pl.append(f'<path d="M600 {base}V{base - 150}h160V{base - 210}v-44l90 44v-44l90 44v-44l90 44v-44l90 44V{base - 150}h120V{base - 260}h26V{base - 150}h40V{base - 320}h30V{base - 150}h150V{base}Z" '
              f'fill="url(#plant)" stroke="#8ec5ff" stroke-opacity="0.55" stroke-width="2"/>')
    # windows
    for i in range(6):
        for j in range(2):
            wx = 790 + i * 60
            wy = base - 150 + j * 46
            lit = (i + j) % 3 == 0
            pl.append(f'<rect x="{wx}" y="{wy}" width="34" height="22" rx="3" fill="{AMBER_L if lit else "#1b4f86"}" fill-opacity="{0.85 if lit else 0.7}"/>')
    for i in range(3):
        pl.append(f'<rect x="{620 + i * 44}" y="{base - 120}" width="28" height="40" rx="3" fill="#1b4f86"/>')
    pl.append(f'<rect x="1330" y="{base - 90}" width="110" height="90" rx="4" fill="#0b2a4a" stroke="#8ec5ff" stroke-opacity="0.3"/>')
    for k in range(6):
        pl.append(f'<line x1="1336" y1="{base - 80 + k * 14}" x2="1434" y2="{base - 80 + k * 14}" stroke="#8ec5ff" stroke-opacity="0.2"/>')
    # sawtooth roof glazing (the vertical faces)
    for i in range(4):
        x0_ = 760 + i * 90
        pl.append(f'<rect x="{x0_ + 2}" y="{base - 250}" width="7" height="38" fill="{SKY}" fill-opacity="0.55"/>')
    body += pl
    body.append(f'<rect x="0" y="{base}" width="{W}" height="{H - base}" fill="#061a30"/>')
    body.append(f'<line x1="0" y1="{base}" x2="{W}" y2="{base}" stroke="#8ec5ff" stroke-opacity="0.3"/>')
    # floating KPI cards
    kx, ky = 680, 120
    body.append(card(kx, ky, 240, 112, solid=True))
    body.append(ring(kx + 56, ky + 56, 28, 0.84, sw=8))
    body.append(text_lines(kx + 104, ky + 34, [100, 70, 84], gap=15))
    kx, ky = 1290, 380
    body.append(card(kx, ky, 220, 112, solid=True))
    body.append(f'<g transform="translate({kx + 46} {ky + 56})" fill="none" stroke="#34d399" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"><path d="M-16 10 -4 -2 4 6 18 -10M8 -10h10v10"/></g>')
    body.append(text_lines(kx + 88, ky + 36, [96, 64, 80], gap=15))
    body.append(finish(W, H))
    defs = (f'<linearGradient id="plant" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d5a98"/>'
            f'<stop offset="1" stop-color="#0f3a66"/></linearGradient>')
    return W, H, doc(W, H, "\n".join(body), defs)


# --------------------------------------------------------------------------- Social image (1200x630)
def og():
    w, h = 1200, 630
    body = [background(w, h, glows=((0.78, 0.35, 0.5),), amber=(0.9, 0.85, 0.25))]
    iso = Iso(930, 260, 1.0)
    body.append(iso.floor_grid(-120, 360, -120, 300, 40, op=0.14))
    random.seed(3)
    blocks = [(0, 0, 60), (60, 0, 100), (120, 0, 140), (180, 0, 190), (0, 60, 40), (60, 60, 70), (120, 60, 110), (180, 60, 150), (0, 120, 20), (60, 120, 45), (120, 120, 80), (180, 120, 120)]
    for (x, y, hh) in sorted(blocks, key=lambda t: t[0] + t[1]):
        hot = (x, y) == (180, 0)
        body.append(iso.box(x, y, 0, 50, 50, hh,
                            top=AMBER_L if hot else "#2a6aa9", left=AMBER if hot else "#1f578e",
                            right="#c77c06" if hot else "#174572", stroke=AMBER_L if hot else SKY, so=0.4))
    body.append(f'<rect width="{w}" height="{h}" fill="url(#ogSide)"/>')
    body.append(logo_mark(80, 150, 96))
    body.append(f'<text x="80" y="330" font-family="{FONT}" font-weight="700" font-size="66" fill="#fff" letter-spacing="-1">Vértice Lean Digital</text>')
    body.append(f'<rect x="82" y="362" width="72" height="6" rx="3" fill="{AMBER}"/>')
    body.append(f'<text x="80" y="428" font-family="{FONT}" font-size="34" fill="#d6e6f8">Transformação Lean Digital</text>')
    body.append(f'<text x="80" y="472" font-family="{FONT}" font-size="34" fill="#d6e6f8">para a indústria</text>')
    body.append(f'<text x="80" y="552" font-family="{FONT}" font-weight="700" font-size="20" letter-spacing="3" fill="{SKY}" fill-opacity="0.75">ERP · APS · MES · RFID · WMS · TMS · RPA · IA</text>')
    defs = (f'<linearGradient id="ogSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{NAVY0}" stop-opacity="0.9"/>'
            f'<stop offset="0.5" stop-color="{NAVY0}" stop-opacity="0.55"/><stop offset="0.75" stop-color="{NAVY0}" stop-opacity="0"/></linearGradient>')
    return w, h, doc(w, h, "\n".join(body), defs)

# --------------------------------------------------------------------------- Hero video layers (1280x720)
def video_bg():
    w, h = 1280, 720
    defs = (f'<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#04121f"/>'
            f'<stop offset="0.29" stop-color="#0b2a4a"/><stop offset="0.42" stop-color="#0a2543"/>'
            f'<stop offset="1" stop-color="#06182c"/></linearGradient>'
            f'<radialGradient id="hz" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="{STEEL}" stop-opacity="0.38"/>'
            f'<stop offset="1" stop-color="{STEEL}" stop-opacity="0"/></radialGradient>')
    body = [f'<rect width="{w}" height="{h}" fill="url(#sky)"/>',
            f'<ellipse cx="640" cy="214" rx="760" ry="150" fill="url(#hz)"/>',
            f'<ellipse cx="980" cy="200" rx="260" ry="70" fill="url(#glowA)" opacity="0.6"/>']
    return w, h, doc(w, h, "\n".join(body), defs)


def video_vignette():
    """Transparent PNG laid over the animated floor: horizon haze + dark edges."""
    w, h = 1280, 720
    defs = (f'<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#0b2a4a" stop-opacity="0"/>'
            f'<stop offset="0.3" stop-color="#0b2a4a" stop-opacity="0.85"/><stop offset="0.48" stop-color="#0b2a4a" stop-opacity="0"/></linearGradient>'
            f'<radialGradient id="vg" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="{NAVY0}" stop-opacity="0"/>'
            f'<stop offset="1" stop-color="{NAVY0}" stop-opacity="0.75"/></radialGradient>')
    body = [f'<rect width="{w}" height="{h}" fill="url(#haze)"/>', f'<rect width="{w}" height="{h}" fill="url(#vg)"/>']
    svg = doc(w, h, "\n".join(body), defs)
    return w, h, svg


SCENES = {
    "solutions/erp-digital": erp,
    "solutions/aps": aps,
    "solutions/mes": mes,
    "solutions/rfid": rfid,
    "solutions/wms": wms,
    "solutions/tms": tms,
    "solutions/rpa": rpa,
    "solutions/ia": ia,
    "about/team": team,
    "diagnostic/hero": diagnostic,
    "erp/video-poster": erp_poster,
    "landing/hero": landing,
    "og-default": og,
    "hero/_video-bg": video_bg,
    "hero/_video-vignette": video_vignette,
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    only = set(os.environ.get("ONLY", "").split()) or None
    for name, fn in SCENES.items():
        if only and name not in only:
            continue
        w, h, svg = fn()
        path = os.path.join(here, "svg", name.replace("/", "__") + ".svg")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(svg)
        print(f"{path} {w}x{h}")


if __name__ == "__main__":
    main()
