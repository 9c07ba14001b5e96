package owlbench.agents.train;

import java.util.Locale;

import org.apache.commons.math3.distribution.FDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * One generation's fitness statistics as the thesis keeps them (section 3.4): min, max, mean,
 * sum, variance and standard deviation, and against the first generation an F-test of the
 * variances and a Student's T-test of the means: the pooled-variance test when the F-test finds
 * the variances alike (p >= 0.05), Welch's otherwise. All from Apache Commons Math; a test whose
 * samples have no variance is not defined and reported as NaN.
 */
public final class GenerationStats {
    /** Significance level used to choose between the two T-tests. */
    public static final double ALPHA = 0.05;

    public final int generation;
    public final int size;
    public final double min;
    public final double max;
    public final double mean;
    public final double sum;
    public final double variance;
    public final double stdDev;
    /** variance / first generation's variance. */
    public final double f;
    /** Two-sided p-value of the F-test. */
    public final double fP;
    /** T statistic (first generation's mean minus this one's, over its standard error, as the thesis). */
    public final double t;
    /** Two-sided p-value of the T-test. */
    public final double tP;
    /** "pooled", "welch" or "n/a". */
    public final String tKind;

    private GenerationStats(int generation, DescriptiveStatistics s, DescriptiveStatistics first) {
        this.generation = generation;
        this.size = (int) s.getN();
        this.min = s.getMin();
        this.max = s.getMax();
        this.mean = s.getMean();
        this.sum = s.getSum();
        this.variance = s.getVariance();
        this.stdDev = s.getStandardDeviation();
        double v0 = first.getVariance();
        if (v0 > 0 && variance > 0 && size > 1 && first.getN() > 1) {
            f = variance / v0;
            FDistribution dist = new FDistribution(size - 1, first.getN() - 1);
            double cdf = dist.cumulativeProbability(f);
            fP = Math.min(1, 2 * Math.min(cdf, 1 - cdf));
            TTest tt = new TTest();
            double[] a = first.getValues();
            double[] b = s.getValues();
            if (fP >= ALPHA) {
                t = tt.homoscedasticT(a, b);
                tP = tt.homoscedasticTTest(a, b);
                tKind = "pooled";
            } else {
                t = tt.t(a, b);
                tP = tt.tTest(a, b);
                tKind = "welch";
            }
        } else if ((v0 > 0 || variance > 0) && size > 1 && first.getN() > 1) {
            // one sample is constant: no F-test, but Welch's test is still defined
            f = Double.NaN;
            fP = Double.NaN;
            TTest tt = new TTest();
            t = tt.t(first.getValues(), s.getValues());
            tP = tt.tTest(first.getValues(), s.getValues());
            tKind = "welch";
        } else {
            f = Double.NaN;
            fP = Double.NaN;
            t = Double.NaN;
            tP = Double.NaN;
            tKind = "n/a";
        }
    }

    /** Statistics of one generation's fitnesses against the first generation's. */
    public static GenerationStats of(int generation, double[] fitness, double[] firstGeneration) {
        return new GenerationStats(generation, new DescriptiveStatistics(fitness), new DescriptiveStatistics(firstGeneration));
    }

    /** The TSV header matching {@link #tsv()}. */
    public static String tsvHeader() {
        return "generation\tmax\tmin\tmean\tstddev\tvariance\tsum\tF\tF_p\tT\tT_p\tT_kind";
    }

    /** One TSV line. */
    public String tsv() {
        return String.format(Locale.ROOT, "%d\t%.6f\t%.6f\t%.6f\t%.6g\t%.6g\t%.6f\t%s\t%s\t%s\t%s\t%s", generation, max, min,
                mean, stdDev, variance, sum, num(f), num(fP), num(t), num(tP), tKind);
    }

    /** A JSON object. */
    public String json() {
        return String.format(Locale.ROOT, "{\"generation\": %d, \"max\": %.6f, \"min\": %.6f, \"mean\": %.6f, \"stddev\": %.6g, "
                + "\"variance\": %.6g, \"sum\": %.6f, \"F\": %s, \"F_p\": %s, \"T\": %s, \"T_p\": %s, \"T_kind\": \"%s\"}",
                generation, max, min, mean, stdDev, variance, sum, jnum(f), jnum(fP), jnum(t), jnum(tP), tKind);
    }

    private static String num(double x) {
        return Double.isNaN(x) ? "NaN" : String.format(Locale.ROOT, "%.4g", x);
    }

    private static String jnum(double x) {
        return Double.isNaN(x) || Double.isInfinite(x) ? "null" : String.format(Locale.ROOT, "%.6g", x);
    }
}
