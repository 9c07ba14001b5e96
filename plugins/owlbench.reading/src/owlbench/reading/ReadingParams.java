package owlbench.reading;

/**
 * The depth cutoffs of doc/reading.texi (depth, branch, backfill, backfill2, fourlib, ko,
 * superstring) and a node budget per top-level call. Mutable, but owned by one reader.
 */
public final class ReadingParams {
    /** Beyond this stackp a string with 3 liberties counts as alive. */
    public int depth = 16;
    /** Beyond this stackp attacks on 3-liberty strings do not branch. */
    public int branchDepth = 13;
    /** Up to this stackp second-order liberties (backfilling, nets) are tried on 2-liberty strings. */
    public int backfillDepth = 12;
    /** Up to this stackp second-order liberties are tried on 3-liberty strings. */
    public int backfill2Depth = 5;
    /** Up to this stackp strings with 4 liberties are attacked. */
    public int fourlibDepth = 7;
    /** Below this stackp illegal ko recaptures are tried as if a ko threat had been answered. */
    public int koDepth = 8;
    /** Kept for the GTP depth commands; superstrings are not read yet. */
    public int superstringDepth = 7;
    /**
     * Whether the defender's pass read after a ko defence (is no move better?) stops the attack
     * at the first move that rules the pass out, its answer kept in the table as a lower bound
     * (not in nested reads: the owl's reads at its nodes, the connection reader's, reads after
     * trymove).
     */
    public boolean passReadStops = true;
    /**
     * Whether the attacker's node, once a move gives it a ko, reads the defence after its next
     * moves only as far as it needs: up to the code at which the move could not do better
     * (not in nested reads either, as passReadStops).
     */
    public boolean koWindow = true;
    /**
     * Whether a defence's winning move that gives the string more liberties (joining it, or
     * capturing beside it) is taken without its check ({@code checkedRead}) where the table
     * already holds a failed attack on the string that answers at this level, the attacker to
     * move: the string needs no move at all, and on the wide check no such check ever refuted its
     * move (docs/benchmarks.md, "The defence's root checks where no attack works").
     */
    public boolean safeStringChecks = true;
    /**
     * Whether the defence, below the root of a string question (attack and find_defense begun
     * on the position itself), tries first among candidates of equal score the point that has won
     * most defences so far in the call (a history order). Off: on the wide check's string
     * questions it saved 1-4% of the nodes more (but seed 41's defends read 7% more) and moved
     * four held-out answers: on seed 41 two codes to gnugo's, on seed 29 a code where neither is
     * gnugo's and a move away from gnugo's; the suites were not measured with it
     * (docs/benchmarks.md, "The defender's counter-atari against three liberties, sixteenth
     * session").
     */
    public boolean defenceHistory = false;
    /**
     * Whether the defender's moves on the strings around the liberties of a two-liberty string
     * stop at stackp 6 instead of 8 in string questions (attack and find_defense begun on the
     * position itself). Off: on the wide check's string questions it saved 2-3% of the attack
     * and 3-7% of the defence nodes and moved nine codes, five to gnugo's, two away and two
     * between other codes (docs/benchmarks.md, "The attacks that fail, seventeenth session").
     */
    public boolean shortDefenceNeighbours = false;
    /**
     * Whether the defender's self-atari ataris (on a two-liberty attacker string beside the
     * target) stop in string questions past the depth of their approaches (backfill_depth - 4)
     * instead of past branch_depth, snapbacks and kos kept. Off: on the wide check's string
     * questions it saved 10-12% of the attack and defence nodes (2-6% at branch_depth) but moved a
     * held-out defence away from gnugo's, a capture race won by throw-ins at stackp 10 and 12
     * (docs/benchmarks.md, "The defender's self-atari ataris, eighteenth session").
     */
    public boolean shortSelfAtariAtaris = false;
    /**
     * Plies of a check's reply read (Reader.checkedRead) read one level shallower than the search
     * read them, below which the check reads at the search's own levels, where the search's table
     * entries answer; 0 (the default): the whole check one level shallower. Off: the checks are a
     * fifth of the wide check's string nodes (on the questions that succeed, all of owlbench's
     * excess over gnugo's), but their refutations lie deep: on seed 15 a window of 1 ply saved
     * 15% / 31% of the attack / defence nodes and moved 11 codes away from gnugo's, 6 plies 7% /
     * 14% and 8 away, 10 plies 0% / 4% and 1 away (docs/benchmarks.md, "The checks' nodes,
     * nineteenth session").
     */
    public int checkWindow = 0;
    /**
     * Whether an attack on a string of four liberties takes its move at the root of a string
     * question (attack begun on the position itself) without its check (Reader.checkedRead): the
     * check reads the defender's replies one level shallower than the search, at a cost near the
     * search's own, and against four liberties it refuted one move in 99 on the wide check's
     * seeds 15, 29 and 41, where another winning move replaced it (no code moved; 3% of the attack
     * nodes; docs/benchmarks.md, "The attack checks against four liberties, twentieth session").
     * Off: the one refuted move (incident297 130, E16 for D17) is a move that does not capture,
     * and a right answer is worth more than 3% of the attack nodes.
     */
    public boolean uncheckedFourLibertyAttacks = false;
    /**
     * Whether the attacker, in attack questions (attack begun on the position itself), leaves out
     * the backfills beside a friend of a target that touches every one of the target's liberties:
     * where a liberty of that friend would be a self-atari for the attacker, the empty points
     * beside it (to play first, so the liberty can be taken later). Whatever the defender plays on
     * a liberty joins that friend, so the backfill approaches the whole superstring; GNU Go's
     * attack on two liberties tries no such move. In the heaviest two-liberty attacks of the wide
     * check it held most of the nodes (owl18 42 J2: M1, 6,649 of 7,276; strategy19 38 M11: N8,
     * 6,876 of 11,327). Off: it saves 8% of seed 15's two-liberty attack nodes (2% of the attack
     * nodes) and nothing on seed 29, no code moved on seeds 15 and 29, but owl.tst, semeai.tst and
     * the owl and semeai wide checks (whose worms' attacks are attack questions) were not measured
     * with it. In defence questions too it moved a code away from gnugo's (seed 15), and with the
     * backfills of every friend left out an attack code (docs/benchmarks.md, "The two-liberty
     * attacks' nodes, twentieth session").
     */
    public boolean dropFriendBackfills = false;
    /**
     * Whether the defender, below the root of a string question (attack and find_defense begun on
     * the position itself) from level 3 on, tries next the attacker's answer to a defence that just
     * failed, where that point is one of its candidates not yet tried (Reader.answerNext). On the
     * wide check's string questions it read 1.6 / 4.0 / 1.8% fewer attack nodes on seeds 15 / 29 /
     * 41 (the two-liberty attacks 3.5 / 5.2 / 2.0%) and no code moved against gnugo's. Off: the
     * string questions leave other entries in the reading table, which the owl's reads after them
     * use, and owl.tst 190 (owl_defend C1 0 -> 2 A3) and semeai.tst 124 (1 1 P19 -> 1 2 P19) failed,
     * with every tactical answer begun at stackp 0 in owl.tst 190's position the same
     * (docs/benchmarks.md, "The two- and three-liberty attacks, twenty-first session").
     */
    public boolean answerNext = false;
    /**
     * Whether the questions asked of the reader from outside (Reader.attackResult and
     * defenseResult: GTP's attack and defend, the wide check's string questions) read with rules
     * of their own (questionAnswerNext, questionFourLibertyWidth, questionThreeLibertyWidth,
     * questionShortSelfAtariAtaris) and a reading table of their own,
     * cleared when a question read follows a read of another search or the other way round. The
     * other searches (owl, worms, semeai, connections) read as before and never meet an entry a
     * question read left: a reply order that saves string-question nodes moved owl.tst 190 and
     * semeai.tst 124 through the shared table (docs/benchmarks.md, "The two- and three-liberty
     * attacks, twenty-first session"); behind this guard owl.tst, semeai.tst and the owl and
     * semeai wide checks answer as without it by construction. On (2026-11-28, h/tac22): with its
     * two rules on, seed 15's string questions read 10.1% fewer attack and 2.2% fewer defence
     * nodes, held-out seeds 29 / 41 8.6 / 8.7% and 7.0 / 6.6%, every equal code kept (7,957 /
     * 7,951 / 7,952 of 8,000), reading.tst 202 -> 203 (docs/benchmarks.md, "The four-liberty
     * attacks deep in a string question, twenty-second session"). With both rules off the
     * answers and node counts are main's.
     */
    public boolean questionReads = true;
    /**
     * In question reads (questionReads), answerNext's order: the defender tries next the
     * attacker's answer to a defence that just failed. On (2026-11-28, h/tac22): with
     * questionFourLibertyWidth on too it saved 1.8 / 3.0 / 1.7% more of the attack nodes on seeds
     * 15 / 29 / 41 (alone, h/tacatk21: 1.6 / 4.0 / 1.8%) and kept every equal code; it moves
     * martha 226 `defend B5` 2 D5 -> 3 A6 (gnugo 0).
     */
    public boolean questionAnswerNext = true;
    /**
     * In question reads (questionReads), how many of the target's liberties an attack on four
     * liberties tries from level questionFourLibertyFrom on (the best scored, where the defender
     * would gain most; the candidates that are not liberties are all kept); 0: every liberty.
     * Four liberties that deep are seldom killed, and a failing attack tries every candidate, so
     * below a root move that fails most of the nodes lay there (h/tacatk21's heaviest rows).
     * 2 (2026-11-28, h/tac22): 8.3 / 5.6 / 6.9% fewer attack nodes and 2.2 / 3.9 / 7.4% fewer
     * defence nodes on seeds 15 / 29 / 41, every equal code kept; from level 3 it lost a code on
     * seed 15 (dniwog 118 `defend R3` 1 -> 3), from level 5 it saved a quarter as much; width 2
     * counting every candidate (not only the liberties) lost a held-out code.
     */
    public int questionFourLibertyWidth = 2;
    /** The level from which questionFourLibertyWidth applies (4: two attacker moves below the root's reply). */
    public int questionFourLibertyFrom = 4;
    /**
     * In question reads (questionReads), how many of the target's liberties an attack on three
     * liberties tries from level questionThreeLibertyFrom on, as questionFourLibertyWidth (the
     * best scored liberties; every candidate that is not a liberty kept); 0: every liberty. On
     * (2026-11-28, h/tac23): width 2 from level 8 read 4.0 / 3.4 / 4.1% fewer attack nodes and
     * 2.6 / 2.8 / 2.1% fewer defence nodes on the wide check's string questions of seeds 15 / 29 /
     * 41, no answer moved on seed 15, every equal code kept (7,957 / 7,951 / 7,952 of 8,000); from
     * level 7 seed 15 lost two codes, from 6 four, from 4 ten (docs/benchmarks.md, "The
     * defender's deep throw-ins and the deep attacks on three liberties in a string question,
     * twenty-third session").
     */
    public int questionThreeLibertyWidth = 2;
    /** The level from which questionThreeLibertyWidth applies. */
    public int questionThreeLibertyFrom = 8;
    /**
     * In question reads (questionReads), shortSelfAtariAtaris's rule: the defender's self-atari
     * ataris stop past backfill_depth - 4 instead of branch_depth (snapbacks and kos kept). The
     * owl's, worms', semeai and connection reads keep branch_depth (semeai.tst 121 and a held-out
     * defence moved when it was the reader's rule for every read begun on the position: see
     * shortSelfAtariAtaris). On (2026-11-28, h/tac23): with questionThreeLibertyWidth on too, the
     * string questions of seeds 15 / 29 / 41 read 11.6 / 13.4 / 12.5% fewer attack nodes and 11.0 /
     * 10.3 / 9.2% fewer defence nodes, every equal code kept, no answer moved on seed 15 (alone:
     * 7.6 / 9.5 / 8.1% and 8.9 / 7.9 / 7.4%); reading.tst 203 kept at 6.3% fewer nodes, its 154
     * moved to gnugo's answer, still failing (docs/benchmarks.md, "The defender's deep throw-ins
     * and the deep attacks on three liberties in a string question, twenty-third session").
     */
    public boolean questionShortSelfAtariAtaris = true;
    /**
     * In defence questions (defenseResult, GTP's defend, with questionReads on), the defender's
     * moves beside the friends around the liberties of a two-liberty string (their liberties,
     * and the captures and ataris of attacker strings next to them) stop at stackp 6 instead of
     * backfill_depth - 4 (8); the moves on the attacker's blockers there go on to 8. Attack
     * questions and the owl's, worms', semeai and connection reads keep backfill_depth - 4.
     * Narrowed from h/tac23's shortDefenceNeighbours in every question read (2026-11-28,
     * h/tac24): that one claimed a capture in attack questions where there is none
     * (olympiad2004 gnu-mfg 158 `attack D8` 0 -> 1 D9: white's B12 holds at stackp 7, found by
     * the plain read's move order), and in defence questions with the blockers cut too it lost
     * reading.tst 191 (defend B6, 1 A3 -> 0). On (2026-11-28, h/tac24): on the wide check's
     * string questions of seeds 15 / 29 / 41 the defences read +0.04 / -2.5 / -3.4% nodes (seed
     * 15's gain eaten by one ko defence read in another order), the attacks the same nodes;
     * equal codes 7,958 / 7,951 / 7,952 of 8,000 (main 7,957 / 7,951 / 7,952), the whole wide
     * check 11,883 / 11,860 / 11,860; reading.tst 203 and connection.tst 107 with every answer
     * as before (docs/benchmarks.md, "The defender's moves beside friends deep in a defence
     * question, twenty-fourth session").
     */
    public boolean questionShortDefenceNeighbours = true;
    /**
     * In question reads (questionReads: GTP's attack and defend), below the root, the defender's
     * ataris on two-liberty attacker strings next to the target are ordered among themselves by
     * the attacker's escape: an atari he cannot run from (one liberty or none after extending at
     * his other liberty) goes 4 points up, one he runs from to three liberties or more 4 down.
     * An order, not a cut; on the plain reads (owl, worms, semeai, connection) it has no effect.
     * On (2026-11-28, h/tac25): on the wide check's string questions of seeds 15 / 29 / 41 the
     * attacks read 3.6 / 3.4 / 1.9% fewer nodes and the defences 1.3 / 1.3 / 2.6% fewer, with no
     * answer moved (code or move); the whole wide check's equal codes 11,883 / 11,860 / 11,860 as
     * before; reading.tst 203 (135,549 nodes, was 137,802) and connection.tst 107 with every
     * answer as before; no CPU gain measurable at load 30 (docs/benchmarks.md, "The defender's
     * counter-ataris by the attacker's escape, twenty-fifth session").
     */
    public boolean questionCounterAtariEscape = true;
    /**
     * In question reads (questionReads), below the root, every defender candidate that captures
     * an attacker string goes up to score 55 (after the captures next to the string and the
     * extensions to three liberties, before the counter-ataris), whichever generator proposed it.
     * Off (2026-11-28, h/tac25): on the wide check's string questions of seeds 15 / 29 / 41, on
     * top of questionCounterAtariEscape, the attacks read 2.7 / 5.4 / 3.7% fewer nodes but the
     * defences -0.3 / +0.2 / +1.6% (defend is the type over gnugo's time), equal codes 7,958 /
     * 7,951 / 7,952 of 8,000 as without it; in attack questions only, seed 41's defences read 4.8%
     * more and one code moved; in defence questions only, -0.4 / +0.4 / -1.1%. With it on the
     * whole wide check keeps 11,883 / 11,860 / 11,860 equal codes, reading.tst 203 (133,372 nodes,
     * 135,549 without it), connection.tst 107; its CPU not measured (docs/benchmarks.md, "The
     * defender's counter-ataris by the attacker's escape, twenty-fifth session").
     */
    public boolean questionCapturesUp = false;
    /**
     * In question reads (questionReads: GTP's attack and defend), the check of a root move whose
     * search gave only a ko ({@code Reader.checkedRead}) is not read where the search's own read
     * of that move at the root took more than this many nodes: the move stands unchecked, as it
     * does when its check runs out of its budget (5,000 nodes, KO_CHECK_LIMIT and
     * ATTACK_KO_CHECK_LIMIT), which is what such checks did. 0: every such move is checked.
     * Measured on the wide check's string questions (2026-11-28, h/tac28): of the ko checks of
     * seeds 15 / 29 / 41 (34 / 24 / 27 at the root), every one that refuted its move (7 / 3 / 4)
     * followed a search of that move of at most 2,995 nodes, every one that ran out of its budget
     * (3 / 0 / 3) one of 3,602 nodes or more; the searches of more than 5,000 nodes were followed
     * by 3 / 1 / 3 checks, all out of budget or confirming. On (5,000): the same answers on all
     * 24,000 string questions of the three seeds and on reading.tst, 11,594 / 3,549 / 14,804
     * fewer nodes (-1.3 / -0.3 / -1.4%; cgf2004/martha 226 defend B5 23,424 -> 18,424); owl,
     * semeai and connection reads never ask question reads. docs/benchmarks.md, "The ko checks
     * after a dear search, martha 226 and the two-liberty attacks, twenty-eighth session".
     */
    public int questionKoCheckSearchNodes = 5_000;
    /** Nodes a single top-level call may visit; past it the search answers conservatively. */
    public long nodeLimit = 100_000;

    /** GTP increase_depths: every depth one deeper. */
    public void increase() {
        shift(1);
    }

    /** GTP decrease_depths: every depth one shallower. */
    public void decrease() {
        shift(-1);
    }

    private void shift(int d) {
        depth += d;
        branchDepth += d;
        backfillDepth += d;
        backfill2Depth += d;
        fourlibDepth += d;
        koDepth += d;
        superstringDepth += d;
    }

    /** A fingerprint of the depths, so that a cache can forget results read with other depths. */
    long fingerprint() {
        return ((long) depth << 40) ^ ((long) branchDepth << 32) ^ ((long) backfillDepth << 24)
                ^ ((long) backfill2Depth << 16) ^ ((long) fourlibDepth << 8) ^ koDepth
                ^ (passReadStops ? 1L << 48 : 0) ^ (koWindow ? 1L << 49 : 0) ^ (safeStringChecks ? 1L << 50 : 0)
                ^ (defenceHistory ? 1L << 51 : 0) ^ (shortDefenceNeighbours ? 1L << 52 : 0)
                ^ (shortSelfAtariAtaris ? 1L << 53 : 0) ^ ((long) checkWindow << 56)
                ^ (uncheckedFourLibertyAttacks ? 1L << 54 : 0) ^ (dropFriendBackfills ? 1L << 55 : 0)
                ^ (answerNext ? 1L << 47 : 0) ^ (questionReads ? 1L << 46 : 0)
                ^ (questionAnswerNext ? 1L << 44 : 0) ^ ((long) questionFourLibertyWidth << 36)
                ^ ((long) questionFourLibertyFrom << 28)
                ^ ((long) questionThreeLibertyWidth * 0x9E3779B97F4A7C15L)
                ^ ((long) questionThreeLibertyFrom * 0xC2B2AE3D27D4EB4FL)
                ^ (questionShortSelfAtariAtaris ? 0x165667B19E3779F9L : 0)
                ^ (questionShortDefenceNeighbours ? 0x27D4EB2F165667C5L : 0)
                ^ (questionCounterAtariEscape ? 0x61C8864680B583EBL : 0)
                ^ (questionCapturesUp ? 0x3C6EF372FE94F82BL : 0)
                ^ ((long) questionKoCheckSearchNodes * 0x85EBCA77C2B2AE63L);
    }
}
