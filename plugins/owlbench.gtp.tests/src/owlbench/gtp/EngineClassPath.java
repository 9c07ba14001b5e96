package owlbench.gtp;

import java.io.File;

/**
 * The class path of the engine bundles for tests that start the engine as a java process: the
 * folders or jars that hold one class of each engine bundle, or null where one is not a plain
 * file (an OSGi runtime that does not unpack them). A new engine bundle adds its class here.
 */
final class EngineClassPath {
    private EngineClassPath() {
    }

    /** One class of each engine bundle the GTP engine loads. */
    private static final Class<?>[] BUNDLES = { Main.class, owlbench.board.Board.class, owlbench.reading.Reader.class,
            owlbench.patterns.PatternPath.class, owlbench.tactics.Worms.class, owlbench.engine.Dragons.class,
            owlbench.influence.InfluenceFunction.class, owlbench.owl.optics.EyeSpaces.class };

    static String get() {
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : BUNDLES) {
            try {
                File f = new File(c.getProtectionDomain().getCodeSource().getLocation().toURI());
                String entry = c.getName().replace('.', '/') + ".class";
                if (!(f.isFile() ? f.getName().endsWith(".jar") : new File(f, entry).isFile())) return null;
                String path = f.getPath();
                if (!(File.pathSeparator + sb + File.pathSeparator).contains(File.pathSeparator + path + File.pathSeparator)) {
                    sb.append(sb.length() > 0 ? File.pathSeparator : "").append(path);
                }
            } catch (Exception e) { // no code source, not a file: URL, ...
                return null;
            }
        }
        return sb.toString();
    }
}
