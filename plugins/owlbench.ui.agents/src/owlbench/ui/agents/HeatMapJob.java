package owlbench.ui.agents;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import owlbench.agents.Position;
import owlbench.agents.network.SummationNetwork;
import owlbench.ui.jobs.JobFamilies;

/**
 * Computes the agents' boards and the network's output for one position, in the
 * {@link JobFamilies#HEAT_MAP} family, on a copy of the position's board. The result (or the error
 * message, for instance GNU Go's databases missing for the pattern agents) goes to a consumer on the
 * job's thread; a cancelled job delivers nothing.
 */
final class HeatMapJob extends Job {
    /** The result of a job: boards, or an error message. */
    record Outcome(AgentBoards boards, String error) {
    }

    private final SummationNetwork network;
    private final Position position;
    private final Consumer<Outcome> done;

    HeatMapJob(SummationNetwork network, Position position, Consumer<Outcome> done) {
        super("Exodus heat map");
        this.network = network;
        this.position = position;
        this.done = done;
        setSystem(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == JobFamilies.HEAT_MAP;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        Outcome o;
        try {
            o = new Outcome(AgentBoards.of(network, position), null);
        } catch (RuntimeException e) {
            o = new Outcome(null, e.getMessage() == null ? e.toString() : e.getMessage());
        }
        if (monitor.isCanceled()) {
            return Status.CANCEL_STATUS;
        }
        done.accept(o);
        return Status.OK_STATUS;
    }
}
