/** The controller end of GTP: external engine processes and the in-process engine behind one interface. */
package owlbench.gtp.client;
