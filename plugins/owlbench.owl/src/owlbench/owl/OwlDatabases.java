package owlbench.owl;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.patterns.PatternPath;

/**
 * What owl reading reads from disk: the attack, defence and vital-attack pattern databases (GNU Go's
 * file names owl_attackpats.db, owl_defendpats.db, owl_vital_apats.db, looked up on the pattern
 * path: `--patterns DIR` first, then the installation's patterns/ with owlbench's own databases,
 * then GNU Go's beside the installation) and the eye shapes (eyes.db). Immutable, shared between
 * threads and readers.
 */
public final class OwlDatabases {
    /** The file names looked up, in the order attack, defence, vital. */
    public static final String ATTACK = "owl_attackpats.db";
    public static final String DEFEND = "owl_defendpats.db";
    public static final String VITAL = "owl_vital_apats.db";
    /** GNU Go's eye database's name; owlbench's generated one is {@link EyeShapeDatabase#GENERATED_FILE}. */
    public static final String EYES = "eyes.db";

    final OwlPatternDatabase attack;
    final OwlPatternDatabase defend;
    final OwlPatternDatabase vital;
    final EyeShapeDatabase eyes;
    private final String description;

    private OwlDatabases(OwlPatternDatabase attack, OwlPatternDatabase defend, OwlPatternDatabase vital,
            EyeShapeDatabase eyes, String description) {
        this.attack = attack;
        this.defend = defend;
        this.vital = vital;
        this.eyes = eyes;
        this.description = description;
    }

    /**
     * Loads the four files from the pattern path (the eye shapes: {@link EyeShapeDatabase#findOnPath}).
     * @throws IOException naming the file missing (and where it was looked for) or the first
     *         syntax error with file, line and column
     */
    public static OwlDatabases load(PatternPath path) throws IOException {
        Path a = find(path, ATTACK), d = find(path, DEFEND), v = find(path, VITAL);
        Path e = EyeShapeDatabase.findOnPath(path).orElseThrow(() -> new IOException("owl reading needs "
                + EyeShapeDatabase.GENERATED_FILE + " or " + EYES + "; none in " + path.describe() + " (give --patterns DIR)"));
        return load(a, d, v, e);
    }

    /**
     * Loads the three owl pattern files from the pattern path, with eye shapes the caller has
     * already read (an engine shares one copy of them between its analyses).
     */
    public static OwlDatabases load(PatternPath path, EyeShapeDatabase eyes) throws IOException {
        Path a = find(path, ATTACK), d = find(path, DEFEND), v = find(path, VITAL);
        return new OwlDatabases(OwlPatternDatabase.load(a), OwlPatternDatabase.load(d), OwlPatternDatabase.load(v), eyes,
                a + ", " + d + ", " + v + ", the engine's eye shapes");
    }

    /** Loads the four given files (for comparisons between databases). */
    public static OwlDatabases load(Path attack, Path defend, Path vital, Path eyes) throws IOException {
        return new OwlDatabases(OwlPatternDatabase.load(attack), OwlPatternDatabase.load(defend),
                OwlPatternDatabase.load(vital), EyeShapeDatabase.loadFound(eyes),
                attack + ", " + defend + ", " + vital + ", " + eyes);
    }

    /** Databases from text (tests): the three pattern files and the eye shapes. */
    static OwlDatabases of(String attack, String defend, String vital, EyeShapeDatabase eyes) {
        return new OwlDatabases(OwlPatternDatabase.parse(attack, ATTACK), OwlPatternDatabase.parse(defend, DEFEND),
                OwlPatternDatabase.parse(vital, VITAL), eyes, "text");
    }

    private static Path find(PatternPath path, String name) throws IOException {
        Optional<Path> p = path.find(name);
        if (p.isEmpty()) throw new IOException("owl reading needs " + name + "; none in " + path.describe() + " (give --patterns DIR)");
        return p.get();
    }

    /** The pattern a candidate's reason cites ("OA4 owl_attackpats.db:45"), in whichever of the three databases, or null. */
    owlbench.reading.NodeDetail.PatternRef cited(String reason) {
        for (OwlPatternDatabase d : new OwlPatternDatabase[] {attack, defend, vital}) {
            owlbench.reading.NodeDetail.PatternRef r = d.cited(reason);
            if (r != null) return r;
        }
        return null;
    }

    /** The files loaded, for reports ("which databases gave these figures"). */
    public String describe() {
        return description;
    }

    /** Pattern counts: attack, defence, vital. */
    public int[] sizes() {
        return new int[] {attack.size(), defend.size(), vital.size()};
    }
}
