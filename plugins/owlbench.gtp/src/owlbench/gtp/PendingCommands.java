package owlbench.gtp;

/**
 * GNU Go commands whose engine capability owlbench does not have yet. They answer
 * "? not available yet: reason", are not listed and known_command says false; the module
 * that brings the capability registers the real handler under the same name.
 */
final class PendingCommands {
    private PendingCommands() {
    }

    private static final String[][] PENDING = {
        {"needs the move generator", "genmove", "reg_genmove", "gg_genmove", "restricted_genmove",
            "kgs-genmove_cleanup", "genmove_black", "genmove_white", "top_moves", "top_moves_black",
            "top_moves_white", "all_move_values", "move_probabilities", "move_uncertainty"},
        {"needs dead-stone analysis (area scoring with every stone alive is not GNU Go's answer)",
            "final_score", "final_status", "final_status_list", "estimate_score", "experimental_score"},
        // attack, defend, ... and the reading, connection and trymove counters: ReadingModule
        // owl_*, dragon_status and the owl node counter: OwlModule; analyze_semeai, analyze_semeai_after_move,
        // tactical_analyze_semeai: SemeaiModule
        {"needs territory-level connection reading", "break_in", "block_off"},
        // same_dragon, dragon_data, dragon_stones, worm_data, worm_stones, worm_cutstone: DragonModule
        {"needs owl status for dragons, and eyes", "eye_data", "half_eye_data", "eval_eye", "unconditional_status",
            "is_surrounded", "does_surround", "surround_map", "combination_attack", "combination_defend",
            "aa_confirm_safety", "analyze_eyegraph", "test_eyeshape", "initial_influence", "move_influence",
            "followup_influence"},
        {"the board has no ko-ignoring trymove yet", "tryko"},
        {"no life node counter: owlbench has no separate life code", "reset_life_node_counter", "get_life_node_counter"},
    };

    static void register(CommandRegistry r) {
        for (String[] group : PENDING) {
            for (int i = 1; i < group.length; i++) {
                r.registerUnavailable(group[i], group[0]);
            }
        }
    }
}
