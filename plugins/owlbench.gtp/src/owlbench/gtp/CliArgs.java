package owlbench.gtp;

import java.util.ArrayList;
import java.util.List;

/** A tiny option reader for the subcommands: "--name value", "--name=value" and flags. */
public final class CliArgs {
    private final List<String> args;
    private int pos;
    private final List<String> positional = new ArrayList<>();

    public CliArgs(List<String> args) {
        this.args = args;
    }

    /** The next option name ("--x"), or null at the end; positional words are collected aside. */
    public String nextOption() {
        while (pos < args.size()) {
            String a = args.get(pos++);
            if (a.startsWith("--") && a.length() > 2) {
                int eq = a.indexOf('=');
                if (eq > 0) {
                    // "--name=value": push the value back as the next word
                    args.add(pos, a.substring(eq + 1));
                    return a.substring(0, eq);
                }
                return a;
            }
            if (a.startsWith("-") && a.length() > 1 && !isNumber(a)) {
                return a;
            }
            positional.add(a);
        }
        return null;
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public String value(String option) throws UsageException {
        if (pos >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(pos++);
    }

    public int intValue(String option, int min, int max) throws UsageException {
        String v = value(option);
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new UsageException(option + " must be between " + min + " and " + max + ", got " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs an integer, got '" + v + "'");
        }
    }

    public double doubleValue(String option) throws UsageException {
        String v = value(option);
        try {
            double d = Double.parseDouble(v);
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a number, got '" + v + "'");
        }
    }

    public List<String> positional() {
        return positional;
    }
}
