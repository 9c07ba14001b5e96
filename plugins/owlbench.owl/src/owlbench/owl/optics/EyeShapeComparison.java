package owlbench.owl.optics;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;
import owlbench.patterns.eyes.EyeShape;
import owlbench.patterns.eyes.EyeVertex;

/**
 * Reads every shape of an eyes.db with {@link EyeLocalGame} and compares the computed value and
 * vital points with the ones written in the file: the study of docs/benchmarks.md ("Generated
 * eye-shape database"). A shape with {@code x} vertices is read once for each way of filling
 * them, and is reproduced only when every filling gives the file's value. Edge and corner shapes
 * are read with the board edge they draw (vertices on it do not touch the wall).
 */
public final class EyeShapeComparison {
    /** One shape's verdict. */
    public record Verdict(String name, String written, String computed, boolean valueEqual, boolean vitalEqual,
            boolean edge, String detail) {
        public boolean reproduced() {
            return valueEqual && vitalEqual;
        }

        /**
         * Which kind of difference: edge or corner shape; x fillings with different values; only
         * the first digit (the attacker's threat); only the last (the defender's threat); the
         * game itself (b or c); only the vital points.
         */
        public String kind() {
            if (reproduced()) return "reproduced";
            if (edge) return "edge or corner shape";
            if (computed.contains("/")) return "x fillings differ";
            if (valueEqual) return "vital points only";
            boolean a = written.charAt(0) != computed.charAt(0), d = written.charAt(3) != computed.charAt(3);
            boolean game = written.charAt(1) != computed.charAt(1) || written.charAt(2) != computed.charAt(2);
            if (game) return "b or c (the game itself)";
            if (a && d) return "first and last digits (threats)";
            return a ? "first digit (attacker's threat)" : "last digit (defender's threat)";
        }
    }

    private EyeShapeComparison() {
    }

    /** Compares every shape with a value. */
    public static List<Verdict> compare(EyeDbFile file) {
        EyeShapeDatabase all = EyeShapeDatabase.of(file);
        List<EyeShape> centre = new ArrayList<>();
        for (EyeShape s : file.shapes()) if (!isEdge(s)) centre.add(s);
        EyeShapeDatabase centreOnly = EyeShapeDatabase.of(centre);
        List<Verdict> out = new ArrayList<>();
        for (EyeShape s : file.shapes()) {
            if (s.value() == null || s.vertices().isEmpty()) continue;
            out.add(compare(s, isEdge(s) ? all : centreOnly));
        }
        return out;
    }

    private static boolean isEdge(EyeShape s) {
        return s.hasTopEdge() || s.hasBottomEdge() || s.hasLeftEdge() || s.hasRightEdge();
    }

    /**
     * Compares one shape; {@code firstMatch} (may be null) holds the shapes matched before it, so
     * that fillings of its x vertices which an earlier shape takes are not held against it.
     */
    public static Verdict compare(EyeShape s, EyeShapeDatabase firstMatch) {
        List<EyeVertex> vs = s.vertices();
        int n = vs.size();
        boolean[][] adj = new boolean[n][n];
        boolean[] marginal = new boolean[n];
        boolean[] wall = new boolean[n];
        List<Integer> wild = new ArrayList<>();
        int minRow = Integer.MAX_VALUE, maxRow = -1, minCol = Integer.MAX_VALUE, maxCol = -1;
        for (EyeVertex v : vs) {
            minRow = Math.min(minRow, v.row);
            maxRow = Math.max(maxRow, v.row);
            minCol = Math.min(minCol, v.col);
            maxCol = Math.max(maxCol, v.col);
        }
        boolean edge = s.hasTopEdge() || s.hasBottomEdge() || s.hasLeftEdge() || s.hasRightEdge();
        for (int i = 0; i < n; i++) {
            EyeVertex v = vs.get(i);
            marginal[i] = v.isMarginal();
            for (int j : s.neighbours(i)) adj[i][j] = true;
            int onBoard = 4;
            if (s.hasTopEdge() && v.row == minRow) onBoard--;
            if (s.hasBottomEdge() && v.row == maxRow) onBoard--;
            if (s.hasLeftEdge() && v.col == 0) onBoard--;
            if (s.hasRightEdge() && v.col == maxCol) onBoard--;
            wall[i] = s.degree(i) < onBoard;
            if (v.symbol == 'x') wild.add(i);
        }
        int[] written = s.value();
        String writtenDigits = s.valueText();
        int attack = -1, defense = -1;
        for (int i = 0; i < n; i++) {
            if (attack < 0 && vs.get(i).isAttackPoint()) attack = i;
            if (defense < 0 && vs.get(i).isDefensePoint()) defense = i;
        }
        boolean valueEqual = true, vitalEqual = true;
        String computed = null;
        StringBuilder detail = new StringBuilder();
        int shadowed = 0;
        for (int mask = 0; mask < 1 << wild.size(); mask++) {
            boolean[] stone = new boolean[n];
            for (int i = 0; i < n; i++) stone[i] = vs.get(i).requiresStone();
            for (int k = 0; k < wild.size(); k++) stone[wild.get(k)] = (mask >> k & 1) != 0;
            if (firstMatch != null && !s.name().equals(firstMatch.matchName(n, marginal, stone, adj))) {
                shadowed++;
                continue;
            }
            EyeLocalGame.Value v = new EyeLocalGame(adj, marginal, stone, wall).tenukiByChoice(Boolean.getBoolean("owlbench.eyes.tenukiByChoice")).solve();
            if (computed == null || !computed.contains(v.digits())) {
                computed = computed == null ? v.digits() : computed + "/" + v.digits();
            }
            if (!v.digits().equals(writtenDigits)) valueEqual = false;
            boolean split = v.b() < v.c();
            boolean writtenSplit = written[1] < written[2];
            boolean okAttack = attack < 0 ? !split || !writtenSplit : contains(v.attacks(), attack);
            boolean okDefense = defense < 0 ? !split || !writtenSplit : contains(v.defenses(), defense);
            if (attack < 0 && split && writtenSplit) detail.append(" no attack point written;");
            if (attack >= 0 && !okAttack) detail.append(" attack point not ours;");
            if (defense >= 0 && !okDefense) detail.append(" defence point not ours;");
            vitalEqual &= okAttack && okDefense;
        }
        if (shadowed == 1 << wild.size()) detail.append(" every filling is taken by an earlier shape;");
        return new Verdict(s.name(), writtenDigits, computed == null ? "-" : computed, valueEqual, vitalEqual, edge,
                detail.toString().trim());
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }

    /** Usage: EyeShapeComparison EYES.db [--list]: the counts, and with --list every difference. */
    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        if (args.length < 1 || args[0].startsWith("-")) {
            System.err.println("usage: EyeShapeComparison EYES.db [--list]");
            System.exit(2);
        }
        EyeDbFile f;
        try {
            f = EyeDbParser.parse(Path.of(args[0]));
        } catch (IOException e) {
            System.err.println("EyeShapeComparison: cannot read " + args[0] + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        if (!f.diagnostics().isEmpty()) System.err.println(f.diagnostics().get(0));
        boolean list = args.length > 1 && args[1].equals("--list");
        long t0 = System.nanoTime();
        List<Verdict> vs = compare(f);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        int reproduced = 0, valueOnly = 0, edgeShapes = 0, edgeReproduced = 0;
        Map<String, Integer> pairs = new LinkedHashMap<>();
        Map<String, Integer> kinds = new LinkedHashMap<>();
        for (Verdict v : vs) {
            kinds.merge(v.kind(), 1, Integer::sum);
            if (v.edge()) edgeShapes++;
            if (v.reproduced()) {
                reproduced++;
                if (v.edge()) edgeReproduced++;
            } else if (v.valueEqual()) {
                valueOnly++;
            } else {
                pairs.merge(v.written() + " -> " + v.computed(), 1, Integer::sum);
            }
            if (list && !v.reproduced()) {
                out.println("Pattern " + v.name() + " [" + v.kind() + "]: written " + v.written()
                        + ", read " + v.computed() + (v.detail().isEmpty() ? "" : " (" + v.detail() + ")"));
            }
        }
        out.println(vs.size() + " shapes read in " + ms + " ms: " + reproduced + " reproduced (value and vital points), "
                + valueOnly + " with the same value but other vital points, " + (vs.size() - reproduced - valueOnly)
                + " with another value; edge/corner shapes " + edgeReproduced + " of " + edgeShapes + " reproduced");
        kinds.forEach((k, c) -> out.println("  " + k + ": " + c));
        out.println("value pairs (written -> read):");
        pairs.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                .forEach(e -> out.println("  " + e.getKey() + ": " + e.getValue()));
    }
}
