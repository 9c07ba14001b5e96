package owlbench.agents;

/**
 * The thesis' random agent: the same value on every legal point, so that a network of random
 * agents chooses the first legal point (argmax) or a uniformly random legal point (spin). It is
 * the baseline every other configuration is compared with.
 */
public final class RandomAgent implements Agent {
    @Override
    public String name() {
        return "random";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        double[] v = out[0];
        for (int i = 0; i < v.length; i++) {
            if (p.isLegal(i)) {
                v[i] = 1;
            }
        }
    }
}
