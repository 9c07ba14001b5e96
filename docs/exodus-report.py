#!/usr/bin/env python3
"""Turns ./owlbench train results (generations.tsv, result.json) into the markdown tables and the
SVG plots of docs/exodus.md. usage: exodus-report.py RUNDIR SVGDIR NAME... (each NAME a run folder)"""
import json, os, sys

def load(run):
    rows = []
    with open(os.path.join(run, "generations.tsv")) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            rows.append(dict(zip(head, line.rstrip("\n").split("\t"))))
    with open(os.path.join(run, "result.json")) as f:
        res = json.load(f)
    return rows, res

def table(rows, res):
    out = ["| Generation | Max | Min | Mean | Std. dev. | Sum | F (p) | T (p, kind) |",
           "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        f = "-" if r["F"] == "NaN" else "%s (%s)" % (r["F"], r["F_p"])
        t = "-" if r["T"] == "NaN" else "%s (%s, %s)" % (r["T"], r["T_p"], r["T_kind"])
        out.append("| %s | %.4f | %.4f | %.4f | %.3g | %.3f | %s | %s |" % (r["generation"], float(r["max"]), float(r["min"]),
                   float(r["mean"]), float(r["stddev"]), float(r["sum"]), f, t))
    out.append("")
    test = res.get("best_test_fitness")
    out.append("Best network: %.2f%% of %d training moves; %s of %d test moves." % (
        100 * res["best_training_fitness"], res["training_positions"],
        "n/a" if test is None else "%.2f%%" % (100 * test), res["test_positions"]))
    return "\n".join(out)

def svg(rows, title, path):
    w, h, m = 420, 220, 40
    gens = [int(r["generation"]) for r in rows]
    series = {k: [float(r[k]) for r in rows] for k in ("max", "mean", "min")}
    top = max(max(series["max"]), 1e-9) * 1.1
    gx = lambda g: m + (w - 2 * m) * (g / max(1, max(gens)))
    gy = lambda v: h - m + (-(h - 2 * m) * v / top)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">' % (w, h),
             '<rect width="100%" height="100%" fill="white"/>',
             '<text x="%d" y="16">%s</text>' % (m, title),
             '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (m, h - m, w - m, h - m),
             '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (m, m, m, h - m),
             '<text x="%d" y="%d">generation</text>' % (w / 2 - 25, h - 8),
             '<text x="2" y="%d">%.3f</text>' % (m + 4, top), '<text x="18" y="%d">0</text>' % (h - m + 4)]
    for g in gens:
        parts.append('<text x="%.0f" y="%d">%d</text>' % (gx(g) - 3, h - m + 14, g))
    colors = {"max": "#c00", "mean": "#06c", "min": "#090"}
    for i, (k, vals) in enumerate(series.items()):
        pts = " ".join("%.1f,%.1f" % (gx(g), gy(v)) for g, v in zip(gens, vals))
        parts.append('<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>' % (colors[k], pts))
        parts.append('<text x="%d" y="%d" fill="%s">%s</text>' % (w - m - 30, m + 14 * i, colors[k], k))
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")

if __name__ == "__main__":
    rundir, svgdir = sys.argv[1], sys.argv[2]
    for name in sys.argv[3:]:
        rows, res = load(os.path.join(rundir, name))
        svg(rows, name + ": fitness per generation", os.path.join(svgdir, name + ".svg"))
        print("#### " + name + "\n")
        print("![" + name + "](exodus/" + name + ".svg)\n")
        print(table(rows, res) + "\n")
