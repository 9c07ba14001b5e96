package owlbench.gtp;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.Test;

/**
 * The engine bundles' classes concatenate strings with StringBuilder calls, not with
 * invokedynamic call sites bound by StringConcatFactory: each new concatenation shape of those
 * makes the JVM spin a method-handle class at run time, which a fresh `owlbench gtp` process paid
 * before its first answer (the bundles' .settings/org.eclipse.jdt.core.prefs for Tycho's JDT
 * compiler, -XDstringConcat=inline in releng/dev/jt for javac; docs/benchmarks.md, "The
 * defence's root checks and the fresh engine's first answer, twenty-seventh session").
 */
public class StringConcatCodegenTest {
    /**
     * One class of each engine bundle the GTP engine is made of, each with string
     * concatenations in its source ("+" on strings with a value not known at compile time).
     */
    private static final String[] CLASSES = {
        "owlbench.gtp.GoGuiAnalyze",
        "owlbench.board.StoneColor",
        "owlbench.patterns.parser.DbParser",
        "owlbench.reading.ReadCodes",
        "owlbench.engine.Dragons",
        "owlbench.tactics.Worms",
        "owlbench.influence.InfluenceDatabase",
        "owlbench.owl.OwlPatternDatabase",
    };

    @Test
    public void engineBundlesConcatenateWithoutStringConcatFactory() throws Exception {
        for (String name : CLASSES) {
            String pool = classFileText(Class.forName(name));
            // a class that builds strings names StringBuilder either way; with indy call sites its
            // constant pool names the bootstrap method instead
            assertTrue(name + " builds no strings: pick a class that does", pool.contains("java/lang/StringBuilder")
                    || pool.contains("makeConcatWithConstants"));
            assertFalse(name + " was compiled with StringConcatFactory call sites", pool.contains("makeConcatWithConstants"));
            assertFalse(name + " refers to StringConcatFactory", pool.contains("java/lang/invoke/StringConcatFactory"));
        }
    }

    /** The class file's bytes as ISO-8859-1 text (its constant pool's UTF-8 names read as they are). */
    private static String classFileText(Class<?> c) throws IOException {
        String file = c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream in = c.getResourceAsStream(file)) {
            assertNotNull("no class file for " + c.getName(), in);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return new String(out.toByteArray(), StandardCharsets.ISO_8859_1);
        }
    }
}
