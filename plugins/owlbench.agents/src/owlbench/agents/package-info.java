/**
 * Exodus (the thesis in ../shared/seeds): agents that value every point of a position, their
 * probability boards, and the catalogue of agents by name.
 */
package owlbench.agents;
