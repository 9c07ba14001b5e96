package owlbench.owl;

/**
 * The limits of owl reading (doc/owl.texi): beyond {@link #readingDepth} plies a line is a win
 * for the defender, beyond {@link #branchDepth} only the best move is tried, and a search that
 * plays {@link #nodeLimit} moves stops with the defender winning (the answer is then not certain).
 * Mutable, owned by one reader.
 */
public final class OwlParams {
    /** Deeper than this the reading stops and the defender wins (deep reading hints at escape). */
    public int readingDepth = 20;
    /**
     * Deeper than this only one move is tried per node. 6 rather than GNU Go's 8: with owlbench's
     * own databases three moves a node down to 8 spend the node budget on the first root move's
     * lines (docs/benchmarks.md, "Owl reader"); 6 gave owl.tst 124 against 121 and the wide owl
     * check 287 + 289 against 286 + 288 of 600 (2026-11-26).
     */
    public int branchDepth = 6;
    /** Owl nodes (moves played) one top-level search may play. */
    public long nodeLimit = 1000;
    /** Moves tried at a node above the branch depth (GNU Go's MAX_MOVES). */
    public int maxMoves = 3;
    /** Whether the vital-attack patterns may overrule the eye analysis when it sees two eyes. */
    public boolean vitalPatterns = true;
    /**
     * Whether the defender's best points fill the attacker's width where its own moves are fewer
     * (OwlMoves.attack). Off: measured on 2026-11-26 it gave owl.tst 124 -> 129 and the wide owl
     * check 860 -> 862 of 900 (seeds 15, 29, 23), but the semeai wide check 456 -> 459 of 622 with
     * the held-out seed 2 two worse and the racing dragons' statuses four worse
     * (docs/benchmarks.md, "the defender's points for the attacker"), so it waits for a decision.
     */
    public boolean defenderPointsForAttacker = false;
    /**
     * Whether, at the root of owl_attack and owl_defend, the candidates on the vital points of the
     * goal's eye spaces (optics' attack or defence points, doc/owl.texi) are tried before those of
     * higher pattern value elsewhere, so that of the working moves the vital point is answered.
     * On: owl.tst 126 -> 132 with the owl nodes unchanged, owl wide check codes equal, same move
     * 208 -> 208 (seed 15) and 204 -> 206 (held-out seed 29), 2026-11-26 (docs/benchmarks.md,
     * "Owl's choice of move: the vital point first at the root"). Since the seventh session the eye
     * shapes' vital points go before the half eyes' key points (owl.tst 134 -> 137, "Owl's choice
     * of move, seventh session").
     */
    public boolean preferVitalRootMove = true;
    /**
     * Whether owl_defend's root tries its strongest shape moves (pattern moves of at least
     * {@link #strongShapeValue}) before the vital tiers of {@link #preferVitalRootMove}, where a
     * candidate lies in those tiers (elsewhere the value order stands, so a strong shape never
     * jumps a lunch's capture or a rescue). Our value-60 shapes (OD100, OD102, OD200, OD201, OD301)
     * are each written as the answer to one local shape; a vital point at 70 went before them
     * though both lived. 2026-11-28 (h/owlorder22): owl.tst 206 -> 208 (+19 A2, +77 J13, none
     * lost), semeai.tst 97 unmoved, owl wide check seed 15 290 / 213 unmoved; held-out figures in
     * docs/benchmarks.md, "owl_defend's order rows, twenty-second session". Before the tier
     * condition it lost owl.tst 48 (E3 ahead of the lunch's capture E1).
     */
    public boolean strongShapesBeforeVitalAtDefenceRoot = true;
    /** The least pattern value {@link #strongShapesBeforeVitalAtDefenceRoot} takes before the vital tiers (60: our strongest shapes). */
    public int strongShapeValue = 60;

    /**
     * Whether owl_defend's root tries first, of the candidates in the vital tiers of
     * {@link #preferVitalRootMove}, the one that also captures an invader: an attacker string of at
     * most three liberties that touches no goal stone, whose liberties all lie in the goal's eye
     * spaces, and that tactical reading captures (InvaderCaptures). Such a string is no lunch, but
     * left alone it grows in the space (a seki, a spoiled eye); its capture makes the eye and takes
     * the space back. The strongest shapes ({@link #strongShapesBeforeVitalAtDefenceRoot}) still go
     * before it. 2026-11-28 (h/owlorder23): owl.tst 209 -> 210 (+160 B16, the capture of A16, where
     * the vital point A15 went first), no other answer moved; semeai.tst 97 unmoved; owl wide check
     * codes / same move as main on seeds 15, 29, 23, 41 (290/213, 294/210, 286/210, 294/217); owl
     * nodes over owl.tst 86,478 -> 86,508. docs/benchmarks.md, "owl_defend's order rows,
     * twenty-third session".
     */
    public boolean invaderCaptureFirstAtDefenceRoot = true;

    /**
     * Whether an attacker with at most one move of its own also tries one empty point of the
     * goal's eye spaces beside a goal stone (OwlMoves.attack): the defender's generic eye-space
     * move taken first, where the attack patterns know no reduction of the shape. Off: measured on
     * 2026-11-26 it gave owl.tst 132 -> 135 (+15% owl nodes, CPU at gnugo's) and the owl wide check
     * seed 15 286 -> 287, held-out 29 289 -> 289, but the held-out SemeaiAgreement seed 2 247 -> 245
     * codes and the racing dragons' statuses 136/163 -> 134/161 (docs/benchmarks.md, "Owl
     * attacker's moves: an eye-space point for a short list"), so it waits, as
     * {@link #defenderPointsForAttacker} does.
     */
    public boolean eyeSpacePointForAttacker = false;

    /**
     * Whether an attacker with at most one move of its own also tries the goal's closed liberties
     * (no empty neighbour: shut in by the attacker's stones, or false eyes) that the eye analysis
     * values at no eye, until it has two (OwlMoves.attack). Off: measured on 2026-11-26 it gave
     * owl.tst 141 -> 144 (+4% owl nodes) and the owl wide check 287/289/283 -> 288/289/284 (seeds
     * 15, 29, 23) and SemeaiAgreement seed 1 215 -> 216, but owl.tst's CPU above gnugo's in both
     * rounds (14.7-15.2 s against 13.8 s; main 13.5-13.8 s) and the held-out SemeaiAgreement seed 2
     * 248 -> 246 codes, racing dragons' statuses 136/164 -> 134/162 (docs/benchmarks.md, "Owl
     * attacker's kills, third round"), so it waits, as {@link #eyeSpacePointForAttacker} does.
     */
    public boolean noEyeLibertiesForAttacker = false;

    /**
     * Whether the first winning defence at the root of owl_defend (where another candidate is left
     * to try) is read again from the attacker's reply with the width of a root (the branch depth
     * counted from the reply, not from the root), in the search's node budget and sharing its cache
     * below that reach; a refuted move gives way to the next root candidate, and the first win
     * stays the answer if none holds, so the code cannot move. Off: measured on 2026-11-26 it gave
     * owl.tst 137 -> 138 (owl.tst 79) and the owl wide check's codes unchanged, but +33% owl nodes
     * and owl.tst 12.0-13.8 s CPU against gnugo's 11.2-11.9 s in the same rounds (main 10.9-11.7 s),
     * over the rule (docs/benchmarks.md, "The reply to owl's root move, seventh session").
     */
    public boolean checkRootReply = false;

    /**
     * Whether, at the root of owl_attack and owl_defend, a candidate the other side refutes hands
     * its refutation on: the other side's answer, where it is a later candidate of the root and not
     * a generic eye-space move (value 30), is tried next (the point the opponent needs is often
     * one's own). Only moves already among the root's candidates move up, so the root's width stays
     * three. On: owl.tst 141 -> 144 at 48,374 owl nodes (main 48,782), owl wide check seeds 15, 29,
     * 23 as main's and the fresh seed 41 two better, SemeaiAgreement 463 -> 464 codes of 622
     * (docs/benchmarks.md, "The owl search's cuts: the refutation tried next, eighth session");
     * without the value limit owl.tst 145 but seed 23 two worse.
     */
    public boolean refutationNextAtRoot = true;

    /**
     * Whether, in owl_defend's search, the attacker one ply below the branch depth (where each side
     * otherwise tries one move) tries a second move where its first fails: there the one-move-wide
     * lines cut the refutation of the root's defence that a new root read finds (owl.tst 79, 99).
     * Off: measured on 2026-11-26 it gave owl.tst 144 -> 150 (+66 +79 +99 +199 +219 +262*, none
     * lost), the owl wide check 286/289/283/291 -> 287/291/284/291 (seeds 15, 29, 23, 41) and
     * SemeaiAgreement 214 -> 215 and 251 -> 254 codes (statuses up on both seeds), but +17% owl
     * nodes and owl.tst's CPU above gnugo's in both rounds (12.9-14.0 s against 12.3-12.8 s; off
     * 11.6-12.1 s) (docs/benchmarks.md, "The owl search's cuts, ninth session"), so it waited for
     * owl CPU bought back elsewhere. On since h/owlspeed2 made the eye analysis cheaper with no
     * answer or node moved: with it on owl.tst's CPU is under gnugo's in every round measured
     * (docs/benchmarks.md, "Owl speed, ninth session").
     */
    public boolean secondAttackBelowBranchDepth = true;
    /**
     * Whether, at the root of owl_attack (and in owl_threaten_attack's first moves), the attacker
     * also tries the centre of each eye space of the goal of 8 to 12 points on the edge that the eye
     * database does not know and owl counts as one eye or two (OwlMoves.bigSpaceCentres), as one
     * move past the root's width, after the patterns' moves. Off: measured on 2026-11-26 it gave
     * owl.tst 144 -> 145 (184 gained, H8 as gnugo; owl nodes 48,505 -> 52,174, +7.6%), the owl wide
     * check's codes as main's on seeds 15, 29, 23, 41 (286, 289, 283, 291) and SemeaiAgreement's
     * codes seed 1 214 -> 216 and held-out seed 2 251 -> 251, but seed 1's racing dragons' statuses
     * 136/167 -> 134/165 (docs/benchmarks.md, "Owl attacker's candidates in big unknown eye spaces,
     * ninth session"), so it waits, as {@link #noEyeLibertiesForAttacker} does.
     */
    public boolean bigSpaceCentresForAttacker = false;
    /**
     * Whether an attack node whose candidates are all illegal (suicides, such as the eye itself),
     * where the dragon has one sure eye and no second, is shut in (no open point in reach), has no
     * lunch and no attacker's string beside it breathes only through its liberties (a seki's
     * shape), is read with the attacker passing: the defender's moves are tried there (doc/owl.texi:
     * the position is evaluated when neither side finds an effective move), and the node is dead
     * only if none lives; off, such a node is a failed attack. First form (h/owleyes3: dead at once)
     * owl.tst 144 -> 148 but the held-out owl seed 41 -1 and SemeaiAgreement seed 1's statuses
     * 140/170 -> 138/167; with the defender's read (h/owleyes5) owl.tst 151 -> 155 at +1.5% owl
     * nodes, seeds 15/29/23 and SemeaiAgreement seed 2 as off, seed 1's owl24 99 A18 back, but seed
     * 41 still -1 (mag-gnu 46 F3: the node is dead as gnugo reads it too; the defence gnugo finds,
     * capturing a lunch one move earlier, is not among owlbench's defender's moves) and seed 1's
     * splee 128 K5 (139/168), so it stays off (docs/benchmarks.md, "Owl's eye judgement, tenth
     * session"). With {@link #fourLibertyLunches} (eleventh session) seed 41 is kept (that lunch has
     * four liberties) and owl.tst 151 -> 156, the four owl seeds unchanged, SemeaiAgreement as with
     * the lunches alone (their losses below), so both waited. On since the eleventh session's merge, together with {@link #fourLibertyLunches} and {@link #contactPushesForAttacker}: the three on gave owl.tst 151 -> 160 (+16 +33 +41 +62 +67 +70 +120 +195 +210 +218, -99) at +11% owl nodes, owl.tst's CPU still under gnugo's (9.8-10.3 s against 11.3-11.7 s), semeai.tst 75 (+106, -26), the owl wide check's codes 288/291/284/291 -> 288/291/285/292, and SemeaiAgreement owl statuses against gnugo's own owl_status 143 -> 143 (seed 1) and 142 -> 145 (held-out seed 2), but the semeai-revised statuses 170 -> 167 (seed 1; 165 -> 167 on seed 2) and seed 2's codes 255 -> 254: losses traced to the semeai reader (splee 128 K18, L9) and to node budgets (xxlin 84 R12), not to owl misreads (docs/benchmarks.md, "The owl switches on together, eleventh session").
     */
    public boolean deadWithoutLegalAttack = true;
    /**
     * Whether owl searches other than owl_defend's and status reads (owl_attack, owl_does_attack, the
     * fresh attacks the readers ask themselves) take
     * a line the reading depth cuts as dead, not as the defender's win, where the goal there has no
     * open point in reach, no eye even moving first, no lunch and no opponent string beside it that
     * breathes only through its liberties (OwlReader.shutInWithoutEye): doc/owl.texi gives the
     * defender the cut line because deep reading may be a sign of escape, and a goal shut in
     * without an eye has none. Measured on 2026-11-28 (h/owlatk22a): owl.tst 206 -> 208 (+80 +96 +102
     * +125, missed kills whose one-wide lines below the branch depth ran into the reading depth;
     * -105, a false kill after a crawl up the edge read one-wide, and -115, a ko read as a plain
     * kill); no semeai.tst command and no status read reaches it. Wider forms lost more: fewer than
     * two eyes 206 (-158 -187 too), in owl_defend's searches too 205, dead at once at every depth
     * below the root 189 (docs/benchmarks.md, "owl_attack's missed kills 20 45 47 80,
     * twenty-second session"). Off: the owl wide check's tuning seed 15 lost a code (290 -> 289,
     * same move 213 both; held-out seed 29 294 / 210 as main's, 23 and 41 not run in the session).
     */
    public boolean deadWithoutEyeAtReadingDepth = false;
    /**
     * Whether a line the reading depth cuts in an owl search that is not owl_defend's and not a
     * status read, where the goal is shut in without an eye as {@link #deadWithoutEyeAtReadingDepth}
     * asks (no open point in reach, no eye even moving first, no lunch, no seki's shape), is
     * asked a fresh owl_defend of the cut position with its own budget of
     * {@link #freshDefenceAtReadingDepthNodes} nodes instead of a verdict: dead only where that
     * defence, reading from a fresh root (wide again, with the whole reading depth before it), finds
     * no living move and was not cut by its budget; otherwise the cut stays the defender's win
     * (doc/owl.texi). The narrower form of deadWithoutEyeAtReadingDepth, whose false kills (owl.tst
     * 105, a crawl up the edge read one move wide; 115, a ko read as a plain kill) were lines the
     * cut ended before the goal's way out or its ko was read. Measured on 2026-11-28 (h/owlatk23a,
     * 150 nodes): owl.tst 209 -> 211 (+80 +96 +125; -115, where the answer becomes gnugo's own
     * `1 H1`; 105 stays passed); the owl wide check's held-out seeds 29, 23, 41 as main's, but
     * the tuning seed 15 290 / 213 -> 289 / 212; SemeaiAgreement seed 1 as main's; owl nodes over
     * owl.tst 86,478 -> 137,412 (+59%: the fresh reads, at many cut lines). Off: the tuning seed
     * loses a code and the owl nodes are not bought back (docs/benchmarks.md, "owl_attack's kills
     * cut by the reading depth, twenty-third session"). Twenty-fourth session (h/owlatk24,
     * 2026-11-28), on chases only ({@link #freshDefenceOnChasesOnly}), its answers cached
     * ({@link #cutLineAnswersCached}), at 20 nodes: owl.tst 211 -> 212 (+96 +125, -115; 80 needs
     * the 150 nodes) at 85,841 -> 88,270 owl nodes (+2.8%); the owl wide check's seeds 15 and 29
     * as main's (290 / 213, 294 / 210), held-out 23 and 41 too (286 / 210, 294 / 217). Off: with it on an
     * engine test (OwlRootFreshChecksTest.aDragonTheFreshAttackCannotKillIsAnsweredWithPass)
     * overflows the stack through nested fresh checks, not traced, and SemeaiAgreement was not run
     * (docs/benchmarks.md, "owl_attack's kills cut by the reading depth, twenty-fourth session").
     * Twenty-fifth session (h/owlatk25, 2026-11-28): the overflow was owl_attack's root PASS check
     * and owl_defend's root fresh attack (passWhereAttackFailsAtDefenceRoot) asking each other of
     * one position for ever, fixed in OwlReader.freshDefender; with it on again on main cda542a:
     * owl.tst 213 -> 214 (+96 +125, -115) at 85,835 -> 88,404 owl nodes (+3.0%), semeai.tst 98
     * with every answer as main's, all engine tests pass; see docs/benchmarks.md, "owl_attack's
     * kills cut by the reading depth, twenty-fifth session" for the wide checks. With
     * {@link #freshDefenceMaxLiberties} 4 the same answers at 86,156 owl nodes (+0.37%). On since the
     * twenty-fifth session's merge: the lead's check on the merged code with {@link #neckSpaceFloor}
     * (2026-11-28) gave owl.tst 215 (+96 +125 +221, -115) at 86,187 owl nodes, semeai.tst 99, the
     * owl wide check's four seeds and both SemeaiAgreement seeds with main's figures
     * (docs/benchmarks.md, "The twenty-fifth session's owl and semeai merges together on main").
     */
    public boolean freshDefenceAtReadingDepth = true;
    /**
     * The node budget of {@link #freshDefenceAtReadingDepth}'s fresh owl_defend: 150 at the
     * twenty-third session, 20 since the twenty-fourth (h/owlatk24): the fresh defences that kill
     * in owl.tst 96 and 125 fail within 0-12 nodes; 150 also gains 80 but costs +40% owl nodes
     * over owl.tst even on chases only, 40 cached +6.6%, 20 cached +2.8%.
     */
    public long freshDefenceAtReadingDepthNodes = 20;
    /**
     * Whether {@link #freshDefenceAtReadingDepth}'s fresh owl_defends spend the asking search's own
     * node budget (OwlParams.nodeLimit) instead of budgets of their own: a search then plays no more
     * owl nodes than without the rule, the fresh reads taking the place of lines it would have read.
     * Measured on 2026-11-28 (h/owlatk23a, with the rule on at 150 nodes): owl.tst 209 -> 205 (+96;
     * -3 -115 -132 -162 -184, 80 and 125 not gained) at 96,271 owl nodes (+11%): the searches that
     * spend their budget lose lines to the fresh reads. Off.
     */
    public boolean freshDefenceAtReadingDepthInBudget = false;
    /**
     * Whether {@link #freshDefenceAtReadingDepth} asks its fresh owl_defend only on chases: cut
     * lines whose goal was shut in without an eye (no open point in reach, no eye even moving
     * first) at each of the line's last {@link #chasePlies} nodes, a ladder-like run where the
     * attacker's moves keep it so. A goal that had an eye a move or two before the cut was not
     * chased to its death; the attacker's last move spoiled an eye that the one-move-wide line
     * gave no room to answer (the owl wide check's tuning seed 15, scoring/score43 before move
     * 116, owl_attack L18: the line's node before the cut read two eyes, the cut node none, and
     * the fresh read killed where gnugo and a fresh owl_defend after N17 live). Twenty-fourth
     * session (h/owlatk24, 2026-11-28, at 150 nodes): owl.tst 213 (+80 +96 +125, -115, as on
     * every cut line) at 120,379 owl nodes against every cut line's 137,412 on the twenty-third
     * session's main, and the tuning seed 15 back to main's 290 / 213. See docs/benchmarks.md,
     * "owl_attack's kills cut by the reading depth, twenty-fourth session".
     */
    public boolean freshDefenceOnChasesOnly = true;
    /** How many of a cut line's last nodes {@link #freshDefenceOnChasesOnly} asks to be shut in without an eye. */
    public int chasePlies = 4;
    /**
     * Whether {@link #freshDefenceAtReadingDepth}'s answers are kept by cut position and goal for
     * the rest of the question (cleared with the owl cache where {@link #cachePerQuestion}): the
     * fresh reader's own cache is cleared at each fresh read, so a cut position that another line
     * reaches again was read again in full. Twenty-fourth session (h/owlatk24, 2026-11-28, at 20
     * nodes on chases only): owl nodes over owl.tst 91,028 -> 88,270, the same rows passed.
     */
    public boolean cutLineAnswersCached = true;
    /**
     * The most liberties (its strings' together) a goal may have at a cut line for
     * {@link #freshDefenceAtReadingDepth} to ask its fresh owl_defend; a goal with more is left the
     * defender's win without a read (negative: no limit). A chased goal that still has five
     * liberties is no goal its fresh defence can prove dead within its budget: over owl.tst on main
     * cda542a (twenty-fifth session, h/owlatk25, 2026-11-28, a throwaway trace of every fresh read
     * with the rule on, chases only, cached, 20 nodes) the 28 reads that found the goal dead had 1
     * to 4 liberties and 15 nodes at most; 99 reads ran out of their budget, at 40 nodes each with
     * the fresh reader's own checks (3,828 of the fresh reads' 4,038 nodes), and the reads of goals
     * with more than 4 liberties, none a kill, spent 2,248 of them. Skipping those leaves every
     * answer as it was (a skipped read answers as one cut by its budget) at 88,404 - 2,248 =
     * 86,156 owl nodes over owl.tst against the switch off's 85,835 (+0.37% instead of +3.0%;
     * measured with the limit: owl.tst 214, every answer as without it, 86,156 owl nodes). The
     * limit is read off owl.tst's trace; the wide checks beside it are the lead's check on the
     * merged code, where the four owl seeds and both SemeaiAgreement seeds kept main's figures, and
     * limits of 3 or 2 (with a budget of 80) lose owl.tst 96 (docs/benchmarks.md, "owl_attack's
     * kills cut by the reading depth, twenty-fifth session" and "The twenty-fifth session's owl and
     * semeai merges together on main").
     */
    public int freshDefenceMaxLiberties = 4;
    /**
     * Where the goal of a cut line was shut in without an eye at each of its last this many nodes
     * (a long chase; at least {@link #chasePlies} to matter), {@link #freshDefenceAtReadingDepth}'s
     * fresh owl_defend gets {@link #freshDefenceLongChaseNodes} nodes instead of
     * {@link #freshDefenceAtReadingDepthNodes}: the budget grows only where the attacker has
     * already kept the goal eyeless move after move. 0 or less: off. Twenty-sixth session
     * (h/owlkill26, 2026-11-28), at 5 plies and 80 nodes with OA920 in the database: owl.tst 217
     * (+80, `1 J2`, whose killing read is a four-liberty goal chased eyeless for five nodes, dead in
     * 77 fresh nodes; no other answer moved) at 88,884 owl nodes against OA920 alone's (see
     * docs/benchmarks.md), about +3%: nearly the cost of the budget at 80 on every fresh read
     * (+3.9%, the lead), since most chased cut lines are long chases; at 6 plies 80 is not gained.
     * Off: the nodes are not bought back (semeai.tst and the wide checks were not run with it).
     * See docs/benchmarks.md, "owl_attack's missed kills 102 and 80, twenty-sixth session".
     * On at 5 since the twenty-eighth session (h/owlkill28), only with
     * {@link #freshDefenceLongChaseMinRaces} 6: the larger budget only where the chased goal
     * touches six strings it is ahead of in liberties (owl.tst +80 at -152 owl nodes).
     */
    public int freshDefenceLongChasePlies = 5;
    /** The fresh owl_defend's budget on a long chase ({@link #freshDefenceLongChasePlies}). */
    public long freshDefenceLongChaseNodes = 80;
    /**
     * With {@link #freshDefenceLongChasePlies}: the long chase's larger budget only where a string
     * of the attacker's in contact with the goal has fewer liberties than the goal (a capturing
     * race the fresh owl_defend must count out move by move: owl.tst 80's killing read, 77 nodes,
     * is white's bottom chain at four liberties against black's J1-N1 and S2-T2 at three each);
     * elsewhere the fresh read keeps {@link #freshDefenceAtReadingDepthNodes}. Twenty-seventh
     * session (h/owlkill27, 2026-11-28), with {@link #freshDefenceLongChasePlies} 5, main's
     * databases: owl.tst 217 (+80 `1 J2`, no other row moved) at 87,898 owl nodes against main's
     * 86,580 (+1.5%; the long chase alone +3.3%, 89,426; "no more liberties than the goal" +2.9%,
     * 89,064). Off: more than 1% with nothing bought back; the wide checks were not run with it.
     * See docs/benchmarks.md, "owl_attack's missed kills 102 80 20, twenty-seventh session".
     */
    public boolean freshDefenceLongChaseRaceOnly = false;
    /**
     * With {@link #freshDefenceLongChasePlies}: the long chase's larger budget only where at least
     * this many of the attacker's strings in contact with the goal have fewer liberties than the
     * goal's strings together (OwlReader.racesInContact; 0 or less: no such condition). Each such
     * string is a capturing race the goal is ahead in and a line its fresh owl_defend must count
     * out to the end: a goal hemmed in by many of them has as many capturing defences to refute,
     * which the small budget ({@link #freshDefenceAtReadingDepthNodes}) cannot read, while one or
     * two are read within it. owl.tst 80's killing read (incident297.sgf before move 95, 21 plies
     * down J2's line, white's G5 dragon at four liberties chased eyeless five nodes) touches six
     * such strings and is dead in 77 fresh nodes; no other fresh read over owl.tst with a long
     * chase touches more than five (h/owlkill28's trace of main 3600426's fresh reads over owl.tst:
     * 80 reads, 73 on long chases, of those 38 races, with 0/1/2/3/4/5/6 short strings in contact
     * 35/14/8/7/4/4/1 times). Twenty-eighth session (h/owlkill28, 2026-11-28), with
     * {@link #freshDefenceLongChasePlies} 5 and 6 here: owl.tst 217 (+80 `1 J2`, no other answer
     * moved) at 86,428 owl nodes against main's 86,580 (-152: row 80 itself reads 968 instead of
     * 1,120, the whole difference); semeai.tst 101 with every answer as main's; the owl wide
     * check's tuning seed 15 290 / 213 -> 291 / 215 (codes / same move), held-out seeds 29, 23, 41
     * as main's (294 / 210, 286 / 210, 294 / 217); both SemeaiAgreement seeds
     * as main's. See
     * docs/benchmarks.md, "owl_attack's missed kills 80 20 102, twenty-eighth session".
     */
    public int freshDefenceLongChaseMinRaces = 6;
    /**
     * Whether an attacker with at most one move of its own also tries the goal's eye-space points
     * between a goal stone and one of its own stones (contact pushes, OwlMoves.contactPushes), the
     * edge's first, until its list holds two: the plainest limiting move where the attack patterns
     * know no shape. Only down to two plies above the branch depth (OwlReader.contactPushes): at
     * every depth (tenth session) it gave owl.tst 151 -> 154 but lost racing dragons' statuses on
     * both SemeaiAgreement seeds, and the losses traced in the eleventh session were kills read
     * where the defender, below the branch depth, answers the push with one move (owl.tst 150, owl24
     * 99 A18: owlbench's own owl_defend after the push lives). Limited: owl.tst 151 -> 156 with none
     * lost, owl24 A18 kept, but SemeaiAgreement seed 1's xxlin 84 R12 alive -> unknown (the extra
     * moves exhaust its owl_attack's node budget), so off by the rule (docs/benchmarks.md, "the
     * defender's answers to the contact pushes, eleventh session"). On since the eleventh session's merge, together with {@link #deadWithoutLegalAttack} and {@link #fourLibertyLunches}: the three on gave owl.tst 151 -> 160 (+16 +33 +41 +62 +67 +70 +120 +195 +210 +218, -99) at +11% owl nodes, owl.tst's CPU still under gnugo's (9.8-10.3 s against 11.3-11.7 s), semeai.tst 75 (+106, -26), the owl wide check's codes 288/291/284/291 -> 288/291/285/292, and SemeaiAgreement owl statuses against gnugo's own owl_status 143 -> 143 (seed 1) and 142 -> 145 (held-out seed 2), but the semeai-revised statuses 170 -> 167 (seed 1; 165 -> 167 on seed 2) and seed 2's codes 255 -> 254: losses traced to the semeai reader (splee 128 K18, L9) and to node budgets (xxlin 84 R12), not to owl misreads (docs/benchmarks.md, "The owl switches on together, eleventh session").
     */
    public boolean contactPushesForAttacker = true;
    /**
     * Whether an owl cache entry answers only nodes it was read at least as wide as (OwlReader's
     * rank: the width shrinks with the depth below the root), instead of any later node of the
     * same position, goal and function. Off: measured on 2026-11-26 (docs/benchmarks.md, "The owl
     * cache keyed by the read's width, tenth session") it gave owl.tst 151 -> 146 (+10% owl nodes),
     * the owl wide check's seed 23 284 -> 283 and SemeaiAgreement seed 1 215 -> 214 codes, statuses
     * 140/170 -> 137/167; the splee 128 K5 status it was meant for is not path-dependent
     * (owl_status critical fresh and after the semeai questions alike, and no racing dragon's
     * status differs on SemeaiAgreement seeds 1 and 2).
     */
    public boolean cacheByWidth = false;

    /**
     * Whether each owl question (OwlReader's public searches: owl_attack, owl_defend, the does_,
     * threaten and connection functions, each of a status's two reads) starts with its owl cache
     * emptied, so that its answer is the one a fresh engine gives whatever was asked before it on
     * the position. With the cache kept, entries of an earlier question spare the search nodes, so
     * the node budget cuts it later, and a line the cold read gives up on (a defence not trusted,
     * the budget spent) is read to the end: seventeenth session (h/owlres17), the owl wide check's
     * score54 85 `owl_defend O7` with the last resort on answered 0 asked alone and `1 S2` after
     * `owl_attack O7` (the attack's entries answered eight of the defence's attack nodes, at depths
     * 5 to 14, in a harness on main 074f305; over GTP on h/owldef16's code). Measured on main
     * 074f305: owl.tst's answers all as main's at +1.0% owl nodes (79,769 -> 80,560), though it
     * asks owl_attack and then owl_defend of the same dragon throughout (docs/benchmarks.md, "owl
     * answers that depend on the questions asked before them").
     */
    public boolean cachePerQuestion = true;

    /**
     * Whether an owl cache entry's key holds the goal's points at the node (OwlGoal.maskKey) as
     * well as the original stones, so that an entry read with one goal does not answer a node of
     * the same position whose owner's added stones joined the goal differently (a stone joins when
     * it is played within two points of the goal, so the order of the moves decides; the cache is
     * emptied per question, so only such transpositions inside one tree share an entry). Off:
     * measured on 2026-11-28 (docs/benchmarks.md, "owl_defend's false defences, twenty-fourth
     * session"): over owl.tst 9 of 3,501 cache hits answered a node whose goal differed from the
     * storing node's, none in the false-defence rows 133 165 191 254; with the goal in the key
     * every owl.tst answer is main's (211) at 85,878 owl nodes against 85,841 (+0.04%), and the
     * owl wide check's tuning seed 15 gives main's 290 codes / 213 same moves. It buys no answer
     * and adds a goal mask per cache probe.
     */
    public boolean cacheKeyWithGoal = false;

    /**
     * Whether an owl node reads a boundary string of at most three liberties that the tactical
     * reader does not capture again as a fresh tactical question (Reader.readFresh: every depth
     * rule counted from the node's position) where the board's level is
     * OwlNode.FRESH_LUNCH_LEVEL or more, and takes it as a lunch if that read captures it. Deep
     * in an owl tree the tactical reader's depth rules count the owl's plies too: owl.tst 133's
     * tree reached the attacker's node after M2 L1 P1 Q1 M1 O1 M3 N4 N1 K1 P1 R1 O1 at level 11,
     * where black's Q1 R1 (three liberties) was no lunch, so the attacker's rescue S1 was not
     * proposed, while a fresh owl_attack of the same position, one level shallower, kills with
     * it. Off: measured on 2026-11-28 (docs/benchmarks.md, "owl_defend's false defences,
     * twenty-fourth session"): owl.tst 211 -> 204 (-3 -27 -115* -167 -168 -218 -230, mostly new
     * false defences: lunches seen deep give the defender eyes by capture), owl nodes 85,841 ->
     * 81,246, and 133 still answers 1 M2; every lunch read fresh at every node (a first form)
     * gave owl.tst 201 at about three times the suite's CPU; a form that gave only the attacker
     * the rescues of the lunches a fresh read alone sees (the lunch list and eye count left the
     * plain read's) gave 207 (-3 -23 -167 -168; 133 still 1 M2) and was removed at review.
     */
    public boolean freshLunchReads = false;

    /**
     * Whether, where the eye analysis sees two eyes (the attacker then asks only the vital-attack
     * patterns), the attacker also tries the tactical captures of the goal's strings short of
     * liberties: two eyes do not live where a string of their wall can be taken (a shortage of
     * liberties, doc/owl.texi). Only down to the branch depth: below it the same at every node cost
     * 6.7% owl nodes against 2.8% and lost owl.tst 152 to the node budget. Off: measured on
     * 2026-11-26 it gave owl.tst 151 -> 153 (+141 +142 +171* +246, -216 -242, all kos) at 2.8% more
     * owl nodes with owl.tst's CPU under gnugo's, the owl wide check's codes unchanged on seeds 15,
     * 29, 23, 41 and SemeaiAgreement's held-out seed 2 unchanged, but seed 1's racing dragons'
     * statuses 140/170 -> 137/167 (codes 215 -> 216) (docs/benchmarks.md, "owl_defend's wrong moves
     * chased to their refutations, tenth session"), so it waits, as {@link #bigSpaceCentresForAttacker} does.
     */
    public boolean goalCapturesWhenAlive = false;

    /**
     * Whether an eye space the eye database does not know is valued, where it has marginal tails
     * (a marginal point whose only neighbour in the space is marginal too), as the shape left
     * without them, where the database knows that shape (EyeSpaces.valueWithoutTails): the
     * attacker reaches a tail from outside and a stone there decides nothing its marginal
     * neighbour does not, so the known shape's value and vital points stand for the space instead
     * of owl's pessimistic guess with none (owl.tst 214: N5's eight points with M1 below the
     * marginal M2, whose seven the database knows as 1122, vital L4 and M2, as gnugo's eye_data
     * and eval_eye read them). Off: measured on 2026-11-28 (h/owleye23) owl.tst 209 as main's
     * (214 `1 O3` -> `0` and 45 `1 C2` -> `0`, both still failing: after O3 the defender's root
     * proposes the shape's vital point M2, which M7 refutes, not gnugo's L4 or N5), the owl wide
     * check's tuning seed 15 290/213 -> 289/212 and held-out 29 294/210 unchanged (docs/benchmarks.md,
     * "Eye spaces with marginal tails and walls in atari, twenty-third session").
     */
    public boolean unknownSpaceTailsDropped = false;

    /**
     * Whether, where the eye analysis sees two eyes (only the vital-attack patterns asked), the
     * attacker also captures a goal string in atari whose last liberty lies in one of the goal's own
     * eye spaces (OwlMoves.addAtariWallCaptures): the eye shapes are valued with their wall
     * standing, and a wall string in atari from inside the space is taken by the attacker's stone
     * there, which then holds the point (owl.tst 214: after O3 N5, white's Q2 captures the lunch
     * O2 P2 and is left in atari at P2; the space O2 P2 counted one eye until black's P2 retakes).
     * A narrow form of {@link #goalCapturesWhenAlive}: no tactical reading, one liberty only, and
     * only from inside a counted eye space, and not where the capturing stone is left in atari (a
     * snapback or a ko). Off: measured on 2026-11-28 (h/owleye23) owl.tst 209 -> 208 (-85 `1 B18` ->
     * `1 B16`; 214 `1 O3` -> `0`, still failing; 84 and 137 other moves); without the atari check
     * on the capturer 208 as well (+171 +246, both kos, -85 -158 -216) (docs/benchmarks.md, "Eye
     * spaces with marginal tails and walls in atari, twenty-third session").
     */
    public boolean atariWallCapturesWhenAlive = false;

    /**
     * Whether, where the eye analysis sees two eyes (only the vital-attack patterns asked), the
     * attacker also retakes the ko the defender has just taken when the defender's stone there is
     * a goal string of one stone in atari (OwlMoves.addKoRetakes): the reader plays the
     * banned retake as if a threat had been answered (KO_B at best). An eye that such a stone
     * closes is a ko, not an eye. Semeai.tst 39/40 (Aya991113-13): after black H4, white J4,
     * black J3 (takes H3), white N5, black M6, white's H3 retakes and the point J3 counted one eye
     * of white's H9, so black's retake J3 was never proposed: owl_attack H9 there answered 0,
     * with the switch "3 J3" as gnugo 3.8. The rows themselves stay failing (the tree's goal took in
     * white's living O4 dragon through N5 and lives on its eyes below). Off: measured on
     * 2026-11-28 (docs/benchmarks.md, "Semeai, twenty-sixth session: ... the attacker's ko retake
     * where two eyes are counted"): owl.tst 215 -> 216 (+171 +246, -216 "1 H18" -> "2 H18") at owl
     * nodes 86,187 -> 88,378 (+2.5%), nothing bought back; semeai.tst 99 and SemeaiAgreement
     * tuning seed 1 (224; 133; 132; 166; 138) unchanged; the held-out checks not run.
     */
    public boolean koRetakeWhenAlive = false;

    /**
     * Whether boundary strings of four liberties may be lunches (OwlNode.lunches), where the
     * tactical reader captures them within OwlNode.FOUR_LIBERTY_LUNCH_NODES reading nodes (it
     * reads no four-liberty attack deeper than its fourlib depth); otherwise lunches have three
     * liberties at most. Alone, measured on 2026-11-26 (docs/benchmarks.md, "Four-liberty lunches and
     * the dead-without-a-legal-attack rule, eleventh session") it gave owl.tst 151 -> 152 (+120),
     * semeai.tst 73 -> 74 and the owl wide check's codes unchanged on seeds 15, 29, 23, 41, but
     * SemeaiAgreement seed 1's statuses 139/170 -> 138/168 (splee 128 K5's owl defence now read out
     * to gnugo's own owl status, dead, where main's budget ran out; K18 and L9 revised alive through
     * the semeai reader's answer for K5), the held-out seed 2's codes 254 -> 253 (statuses 136/165
     * -> 139/167) and owl.tst's CPU over gnugo's in three of four rounds (about 5% over main's), so
     * it waits. With {@link #deadWithoutLegalAttack} it keeps that rule's seed 41
     * answer (mag-gnu 46: the defender eats a four-liberty lunch). On since the eleventh session's merge, together with {@link #deadWithoutLegalAttack} and {@link #contactPushesForAttacker}: the three on gave owl.tst 151 -> 160 (+16 +33 +41 +62 +67 +70 +120 +195 +210 +218, -99) at +11% owl nodes, owl.tst's CPU still under gnugo's (9.8-10.3 s against 11.3-11.7 s), semeai.tst 75 (+106, -26), the owl wide check's codes 288/291/284/291 -> 288/291/285/292, and SemeaiAgreement owl statuses against gnugo's own owl_status 143 -> 143 (seed 1) and 142 -> 145 (held-out seed 2), but the semeai-revised statuses 170 -> 167 (seed 1; 165 -> 167 on seed 2) and seed 2's codes 255 -> 254: losses traced to the semeai reader (splee 128 K18, L9) and to node budgets (xxlin 84 R12), not to owl misreads (docs/benchmarks.md, "The owl switches on together, eleventh session").
     */
    public boolean fourLibertyLunches = true;

    /**
     * Whether the lunches of the defender's owl nodes are read without their defence points, which
     * are read only where asked for (OwlNode.lunchesWithDefences: the attacker's save-lunch
     * candidates, at attack nodes and at an attack node handed a defend node's evaluation). The
     * defender's candidates capture lunches, and its other tests count them or ask whether a
     * string is one: no answer there uses where a lunch is saved. A recorded tree reads the same way
     * (its notes say "saving move not read" there), so that it is the search the counters measured. Twenty-eighth
     * session (h/owlspeedB28, 2026-11-28): owl.tst's tactical nodes 7,805,908 -> 7,499,423 (-3.9%),
     * every answer as main's (3600426), owl nodes 86,580 -> 86,959 (rows 13 78 200 208: the tactical
     * reader's answers depend on what its table holds, and the reads left out no longer fill it);
     * semeai.tst's answers as main's (owl nodes 10,718 -> 10,712); the owl wide check's four seeds
     * and SemeaiAgreement's two as main's: docs/benchmarks.md, "Owl's tactical reads, twenty-eighth
     * session".
     */
    public boolean lunchDefencesOnDemand = true;

    /**
     * Whether an owl search remembers the tactical reads of its nodes (lunches, the goal's strings,
     * invaders) by position, string, question and board depth, and answers a read asked again from
     * there instead of the tactical reader (TacticalReads; forgotten at each question). Off: measured
     * in the twenty-eighth session (h/owlspeedB28, 2026-11-28) alone, owl.tst's tactical nodes
     * 7,805,908 -> 7,693,600 (-1.4%: a read asked again costs the reader about two nodes, its
     * table answering), owl nodes 86,580 -> 86,567, and row 158 lost (owl_attack Q19 0 -> 1 T17, a
     * budget row: the reader's second answer there is not its first, its table having learnt in
     * between); semeai.tst's answers as main's. docs/benchmarks.md, "Owl's tactical reads,
     * twenty-eighth session".
     */
    public boolean tacticalReadsRemembered = false;

    /**
     * Whether owl_defend's root orders its candidates by the eyes the dragon has right after each
     * (a one-move look-ahead through the eye analysis: fewest eyes, then most; a lunch's capture
     * and a goal string's rescue keep their lead), inside the tiers of {@link #preferVitalRootMove},
     * the value order kept among equals. Of the working defences the root answers the first; by
     * value that was often an extension or an escape that leaves the eye space as it was, ahead of
     * the move that makes the second eye. The order applies to the moves the value order tries
     * within the width; the eyes order's own first moves that the width leaves out are read after
     * them, beyond the width, and a win among those is trusted only where the node budget did not
     * cut its read (else it is dropped and the answer keeps the width's certainty).
     * Twelfth session (h/owldef5, the eyes order over all candidates): owl.tst 160 -> 166, but on
     * SemeaiAgreement's held-out seed 2 a dragon read dead became critical (a move past the width,
     * tried first, spent the node budget and won by default) and same-move agreement with gnugo
     * fell on seeds 29 and 23 (moves past the width winning at once on big unknown spaces or an
     * escape that left a goal string capturable). Thirteenth session (h/owldef6): the width and
     * trust refinement and the goal string's lead; docs/benchmarks.md, "The eyes-first order at
     * owl_defend's root refined".
     */
    public boolean mostEyesFirstAtDefenceRoot = false;

    /**
     * Whether owl_defend's root, where every defence it tried failed within the node budget,
     * tries one move more: the attacker's first refutation of those defences that was not tried
     * itself (the point the attacker needed is often the defender's own; OwlReader.search). Unlike
     * {@link #refutationNextAtRoot} it adds a move that need not be a candidate, and only where the
     * answer would otherwise be 0, so a found defence never changes. Off: measured on 2026-11-26
     * it gave owl.tst 160 -> 162 (+189 +205, none lost; +2.5% owl nodes), the owl wide check's
     * seeds 15 and 29 as main's (288, 291), semeai.tst 75 with the same answers, but
     * SemeaiAgreement's racing dragons' statuses three worse on both seeds (seed 1 codes 222 -> 220,
     * statuses 137/171 -> 134/168; held-out seed 2 codes 255 -> 255, statuses 139/167 -> 136/164;
     * docs/benchmarks.md, "the failed defence's last resort, twelfth session"), so it waited.
     * Fourteenth session (h/owldef7): only owl_defend's own root reads it (not owl_attack's read
     * of the defender after a pass), a dragon's status reads without it unless
     * {@link #refutationAfterFailedRootDefenceInStatus}, and the root that may try it caches its
     * answer under a key of its own (so neither hands its answer to the other); docs/benchmarks.md,
     * "owl_defend's missing defences classified, fourteenth session": owl.tst 166 -> 168 (+189 +205, none lost), seeds
     * 15 and 23 as main's, but two false defences gnugo refutes on the held-out seeds (seed 29 same
     * move 208 -> 207, seed 41 codes 293 -> 292 and same move 214 -> 213), so it stays off.
     * Sixteenth session (h/owldef16), with {@link #lastResortCheck}: owl.tst 175 -> 177 (+189
     * +205, none lost), seed 29's false H5 refused and its codes 292 -> 293, seeds 15 and 23 as
     * main's, but seed 41's S2 still answered (293 -> 292, same move 214 -> 213), so both stayed off.
     * Seventeenth session (h/owlres17), with {@link #lastResortCheck} and {@link #cachePerQuestion}
     * on main 074f305: owl.tst 177 -> 179 (+189 +205, none lost), the owl wide check 289/212,
     * 293/208, 285/209, 293/214 on seeds 15, 29, 23, 41 (seed 29's incident153 82 D10 +1; every
     * other answer as main's), SemeaiAgreement as main's, so no held-out check loses now; but owl
     * nodes on owl.tst +4.0% and its CPU 1.04-1.09x gnugo's in two rounds under a helper's load
     * (main 0.99-1.03x) (docs/benchmarks.md, "owl answers that depend on the questions asked
     * before them"). On at the seventeenth session's merge: on the merged main's product, on a
     * quiet machine, owl.tst 181 -> 183 (+189 +205, none lost) in 0.94 / 0.91x gnugo's CPU (two
     * rounds, gnugo alternating; 0.89 / 0.93x with both off), the owl wide check and
     * SemeaiAgreement measured again on the merged main (docs/benchmarks.md, "The seventeenth
     * session's owl and semeai merges together on main").
     */
    public boolean refutationAfterFailedRootDefence = true;

    /**
     * Whether {@link #refutationAfterFailedRootDefence} holds in the owl_defend a dragon's status
     * reads too (OwlStatus, and through it dragon_status and the semeai reader's statuses).
     */
    public boolean refutationAfterFailedRootDefenceInStatus = false;

    /**
     * With {@link #refutationAfterFailedRootDefence}: a last resort that lives is kept only where a
     * fresh owl_attack of the goal after it (a reader of its own on the same board: its own node
     * budget and cache, and owl_attack's root rules, which the attacker inside owl_defend's search
     * lacks) fails, or wins only by ko (the code is then the ko's); a kill, or a fresh attack the
     * budget cut, refuses it. The fourteenth session's false last-resort defences (the owl wide
     * check's ManyFaces3 151 H5 and score54 85 S2) are the fresh owl_attack's kills (G10, T4),
     * while owl.tst 189's D16 and 205's H9 stand against it (0; KO_A, so 205 keeps KO_B).
     * Off with the last resort (sixteenth session, h/owldef16: the owl wide check's seed 41 keeps
     * score54's false S2 where owl_attack was asked first; docs/benchmarks.md, "owl_defend's last
     * resort checked by a fresh owl_attack"). Seventeenth session (see
     * {@link #refutationAfterFailedRootDefence}): seed 41's S2 was no misread of the check but a
     * node budget the cache of the question before stretched ({@link #cachePerQuestion}). On at
     * the seventeenth session's merge, with the last resort (see there).
     */
    public boolean lastResortCheck = true;

    /**
     * Whether the last resort's check (lastResortCheck) reads the dragon as a fresh owl_attack of
     * the dragon would: the original dragon's strings and the defender's added strings sharing at
     * least two liberties with them (OwlReader.DRAGON_SHARED_LIBERTIES), not an added stone one
     * attacker's move cuts off, whose open surroundings the goal's eye count takes for the
     * dragon's. Measured, left off (docs/benchmarks.md, "owl_attack's missed kills on handmade
     * positions, eighteenth session"): three of h/handlr17's eleven 7x7 last resorts refused as
     * gnugo 3.8 refuses them, owl.tst 183 unchanged at -0.8% owl nodes, but held-out seed 29 loses
     * incident153 82 (owl_defend D10 1 B9 -> 0): there gnugo's owl_does_defend B9 D10 is 1 with B9
     * in the goal, though its fresh owl_attack of the dragon D10 D9 after B9 kills.
     */
    public boolean lastResortCheckOnDragon = false;

    /**
     * Whether a stone the owner plays a one-point jump from the goal, touching no goal stone and
     * no other string of its colour, stays out of the goal where the middle point is empty and an
     * attacker's stone there would keep two liberties (GoalLinks): one move cuts it off, and read
     * as goal its open surroundings count as the dragon's eye space. Written for owl.tst 191
     * (owl_defend D8's A8, a jump from C8 across B8, read as living where gnugo's
     * owl_does_defend A8 is 0). Measured, left off (docs/benchmarks.md, twenty-third session,
     * h/owldef23, 2026-11-28): owl.tst stays 209: +80 (owl_attack G5 `0` -> `1 J2`), -132*
     * (owl_attack Q3 `1 R4` -> `0`, gnugo's own answer), and 191 `1 A8` -> `0`, 45 `1 C2` -> `0`
     * (gnugo 1 in both); owl nodes 86,478 -> 86,774 (+0.3%). Without the exception for a stone
     * touching another friendly string, 208 (-120 too: E6 joins the goal to its left group's eye).
     */
    public boolean cuttableJumpsOutOfGoal = false;

    /**
     * With {@link #cuttableJumpsOutOfGoal}: a jump stone on the first line stays in the goal (the
     * rule only above the edge). Measured (2026-11-28): owl.tst 209 (+80, -132*; 45 and 191
     * unchanged), owl nodes 87,362 (+1.0%); the owl wide check in docs/benchmarks.md
     * (twenty-third session, h/owldef23).
     */
    public boolean firstLineJumpsInGoal = false;

    /**
     * Whether a stone a defence pattern proposed (its reason cites a database) and the owner
     * plays diagonally to the goal, where the attacker holds both points between and no goal stone
     * is next to it or a one-point jump away, stays out of the goal unless the move captured
     * (GoalLinks.onlyCrosscutDiagonals): the attacker's two stones cut it off already. gnugo 3.8's
     * owl trees over owl.tst (its sgf traces mark the goal with MA) keep such a pattern move out
     * of their goal 178 times in 183, and an eaten lunch or a vital move there in 177 of 179.
     * Measured, left off (docs/benchmarks.md, twenty-seventh session, h/owljump27, 2026-11-28): no
     * answer of owl.tst (216) or semeai.tst (100) moves; owl wide seeds 15/29/23/41 and
     * SemeaiAgreement seed 1 as main (seed 2 not run). A
     * first form for every move, not only a pattern's, lost owl.tst 69 and 173 (214).
     */
    public boolean crosscutDiagonalsOutOfGoal = false;

    /**
     * Whether the move given to owl_does_defend joins the goal only where it touches a goal stone
     * or lies diagonal to one where the attacker cannot cut between (GoalLinks.diagonalOrCloser):
     * a one-point jump given from outside is read apart from the dragon, as gnugo 3.8's
     * owl_does_defend reads it (its trace's goal, MA, holds the given one-point jump 12 times in
     * 98 over owl.tst's owl_defend dragons, a diagonal whose cut is a self-atari 14 of 14, one
     * whose cut keeps two liberties 5 of 31). Written for owl.tst 191 (owl_does_defend A8 D8: gnugo
     * 0, main 1). Only owl_does_defend reads it (no owl_attack, owl_defend, status or semeai read).
     * Measured (2026-11-28, h/owljump27): owl_does_defend's code as gnugo's on 531 given moves
     * around owl.tst's owl_defend dragons 281 -> 315, on 327 around vie.tst's, 13x13.tst's and
     * 9x9.tst's owl dragons (held out) 213 -> 222; owl.tst 216 and semeai.tst 100, no answer moved.
     */
    public boolean givenJumpsOutOfGoal = true;

    /**
     * Whether an attack node whose moves are all refuted (or win only a ko) tries the defender's
     * answer to the first of them as one move more, past the node's width, where that answer is
     * a point of the dragon's eye space or one of its liberties that no rule proposed ("play where
     * the opponent wants to play": the tenth session found the kill was the defender's own reply
     * in several of owl.tst's missed kills); only down to OwlReader.REFUTATION_FULL_WIDTH_PLIES
     * above the branch depth, and never after a line cut by the budget or the depth. Measured on
     * 2026-11-26 (docs/benchmarks.md, "the defender's refutation past the width, twelfth
     * session"): owl.tst 158 -> 161 (+18 +35 +254, none lost) at +5.2% owl nodes, the owl wide
     * check's codes as main's on seeds 15, 29, 23, 41 (288/289/283/289) and SemeaiAgreement seed 1
     * as main's, but the held-out seed 2 254 -> 253 codes, racing dragons' statuses 145/143/169 ->
     * 143/141/168, so off.
     */
    public boolean refutationPastWidthForAttacker = false;
    /**
     * Whether owl_attack's root, where every move within its width is refuted, tries the
     * defender's answers to those moves as moves of its own past the width (up to
     * OwlReader.ROOT_REFUTATIONS, distinct, in the order found): points of the dragon's eye space
     * or liberties that no rule proposed ("the opponent's vital point is your own"). Unlike
     * {@link #refutationPastWidthForAttacker} only at the root, also where the dragon sees no second
     * eye but has a lunch (the lunch's capture is then the refutation), and a move whose own read
     * was cut by the budget or the depth hands nothing on while the others still do. Measured on
     * 2026-11-27 (docs/benchmarks.md, "Owl attacker's missing kills classified, fourteenth
     * session"): owl.tst 166 -> 170 (+35 +184 +197 +229, none lost), semeai.tst 77 with every
     * answer as before, the owl wide check's answers unchanged on seeds 15, 29, 23, 41, but the
     * held-out SemeaiAgreement seed 2 255 -> 254 codes, racing dragons' statuses 141/168/147 ->
     * 137/165/143, so the branch left it off. Re-measured on main by the lead with the statuses'
     * reads kept plain ({@link #rootRefutationsForAttackerInStatus} off; docs/benchmarks.md, "The
     * fourteenth session's owl switches re-measured on main"): owl.tst 166 -> 170 with no other
     * answer moved, semeai.tst and SemeaiAgreement seeds 1 and 2 identical to main's in the same
     * minutes, the owl wide check's 1,200 answers identical on seeds 15, 29, 23, 41: on.
     */
    public boolean rootRefutationsForAttacker = true;

    /**
     * Whether owl sums the goal's eye spaces as one game (OwlEyes.sumBySwings; doc/eyes.texi, "Eye
     * Local Game Values"): each space a switch between its eyes with the attacker and with the
     * defender moving first, the side to move taking the largest swing and the other the next,
     * instead of giving the defender the first move in every space at once: only the most eyes
     * are lowered so (two half eyes read 0-1, not 0-2). Measured on 2026-11-27 (docs/benchmarks.md,
     * "Big unknown eye spaces split into shapes the database knows, sixteenth session"): alone,
     * every owl.tst answer as before; with {@link #unknownSpaceSplitsForAttacker} owl.tst +235.
     */
    public boolean eyeSumBySwings = true;

    /**
     * Whether owl values the goal's eye spaces with their points next to an empty point outside
     * the space marked marginal (doc/eyes.texi: "Vertices at the edge of the eye space (adjacent to
     * empty vertices outside the eye space) are called MARGINAL"), where the eye database knows the
     * shape so marked, beside the points the opponent's domain holds: the attacker reduces such a
     * space from outside, so the space is worth what its shape with those margins is worth (gnugo's
     * 1111 where the domains' marking reads 1122 or 1112). Measured, left off (docs/benchmarks.md,
     * "Big unknown eye spaces split into shapes the database knows, sixteenth session"): owl.tst
     * 175 -> 169 (+27; -12 -100 -128 -162 -199 -230 -237).
     */
    public boolean openPointsMarginal = false;

    /**
     * Whether owl values the goal's eye spaces with their first-line points next to an empty
     * first-line point outside the space marked marginal, where that point touches a lively
     * attacker's stone (where the eye database knows the shape so marked; a space left with no
     * proper point is no eye): the domains' third rule counts no first-line pair (doc/eyes.texi),
     * so the attacker's domain stops one point short along the edge, where its stone, joined to
     * its own, still reaches the space; openPointsMarginal's edge part. Measured, left off
     * (docs/benchmarks.md, "owl_attack's missed kills on handmade positions, eighteenth
     * session"): two of h/handlr17's eleven 7x7 positions read as gnugo 3.8 reads them (its
     * eye_data marks the point marginal), owl.tst 183 unchanged (165 moved between failures) at
     * +1.8% owl nodes, the owl wide checks' counts unchanged: no measured gain for the nodes.
     * Without the lively stone beside the outside point owl.tst lost 100 and 128 (a corner
     * point the attacker's domain reaches by the corner rule only) for 132.
     */
    public boolean edgeOpenMargins = false;

    /**
     * Whether owl values the goal's eye spaces with their first-line points next to an empty
     * first-line point outside the space marked marginal where that point is in the attacker's
     * domain and not in the defender's, and a lively attacker's stone stands diagonally next to it
     * (where the eye database knows the shape so marked; a space left with no proper point is no
     * eye): the attacker's hane there is joined to that stone by miai and stands in its own area,
     * so it takes the first-line point beside it from outside, as doc/eyes.texi's marginal
     * vertices are taken. edgeOpenMargins asks a lively attacker's stone touching the outside
     * point instead. Owl.tst 7's line: after black's B5 and white's A2, white's space A3 B3 B4 beside
     * black's A4 (black's domain through B4 and B5, not white's; B5 diagonal to it): gnugo's eye_data
     * has A4 and B4 marginal, 0011, where owl read A3 B3 B4 with B4 alone marginal, 0111; with the
     * rule A3 is marginal too (0001 with a half eye). Owl.tst 47's line seven plies down (C1 beside
     * white's D1, E2 diagonal): B2's space 1122 becomes 0112 (gnugo 1111, C1 and D2 marginal).
     * Measured on 2026-11-28 (docs/benchmarks.md, "owl_defend's order rows 7 8 47 93, twenty-seventh
     * session"): with OD1010 (OwnOwlEdgeWedgeJoinTest) owl.tst 216 -> 216 (+8, -23: 1 S12 where
     * the budget-cut defence had failed), owl nodes 86,580 -> 84,265 (-2.7%); owl wide check seed 15
     * 290 / 213 -> 289 / 212, held-out seed 29 294 / 210 -> 293 / 209. The rule alone: owl.tst 215
     * (-23), 84,594 owl nodes; with OD1010 semeai.tst 100 -> 99 (-33, the rule's). Without the diagonal stone (the attacker's area alone) owl.tst lost
     * 45 and 149 as well. Left off.
     */
    public boolean edgeMarginsBesideOpponentArea = false;

    /**
     * Whether owl's eye analysis values an empty diagonal of an eye point, where the attacker's
     * move is barred only by the ko ban (the defender has just taken the ko there), as a ko in the
     * defender's favour (doc/eyes.texi, "Eye Topology with Ko": the value a, 3/4) instead of a point
     * the attacker cannot play (0): the ban lasts one move, so the attacker takes the ko back after
     * a threat and the eye still hangs on it. Owl.tst 223's line: after B T16, W R18 (takes Q18),
     * B Q18 (takes back), black's six-point corner S19 T19 T18 S17 T17 S16 counted 1222 with S19 a
     * proper eye; gnugo's half_eye_data gives S19 2.75 (half eye, attack and defence R18) and
     * eye_data 1122. QuickWormFacts.safeMoveCode answers KO_B there (the owl nodes' eye analysis;
     * the GTP eye_data and the dragons' eye analysis read WormDataFacts and are not changed).
     * Measured on 2026-11-28 (docs/benchmarks.md, "owl's order rows 223 216 23, twenty-eighth
     * session"): owl.tst 216 -> 216 (+246 `3 Q8`, -216 `1 H18` -> `0`; 223 `3 T16` -> `0`, failing
     * both: its S16 line's S19 is not proposed where the eyes count two), owl nodes 86,580 -> 88,094
     * (+1.75%: 216 alone 129 -> 2,026, the budget; every other row together -383); semeai.tst 101
     * with every answer as main's; owl wide check seed 15 290 / 213 and held-out seed 29 294 / 210,
     * main's. 216's loss: after H18 K16 G16 white retakes the ko at H16 (a conditional capture)
     * where the eye at J17 now hangs on it (gnugo's half_eye_data J17 2.75 too), and below it the
     * defender's K19 (OD40, 45), which a fresh read finds, stays past the width behind three vital
     * points of 70. Left off: nothing bought back for the nodes.
     */
    public boolean bannedKoDiagonals = false;

    /**
     * Whether owl's domains reach a first-line point, touching no lively opponent stone and beside
     * a first-line point the colour holds alone, through a pair of which one point the opponent's
     * first rules touch too (Domains.reachedAtEdge; doc/eyes.texi's third rule asks only that the
     * pair be off the first line, Domains.grow otherwise takes pairs the colour holds alone).
     * Row 7's line: after B B5 W A2 white's space is A3 B3 B4 without A4. Measured, left off
     * (docs/benchmarks.md, "Owl's domains at a contested second-line pair, twenty-first session"):
     * owl.tst 203 -> 197 (+18 +26 +80 +108, -3 -60 -70 -113 -152 -162 -163 -167 -168 -173; 7 and 8
     * unmoved, also with OD350); any pair (contested or not) gave 192; owl wide check seed 15 codes
     * 289 -> 289, same move 213 -> 212; held-out seed 29 293 -> 293, 209 -> 209.
     */
    public boolean edgeBehindContestedPairs = false;

    /**
     * Whether owl_attack's root also tries one marginal point of the goal's eye spaces that the eye
     * database does not know (bigger than it, or a shape it lacks), that owl counts as one eye or
     * two and that have at most three marginal points (OwlMoves.unknownSpaceMargins: a margin
     * touching two points of the space), as one move past the root's width, after every other
     * candidate: such a space gets no vital point, where gnugo values it from its shape (owl.tst
     * 100's 9-point space 1111) and kills on its margin (S16). Measured on 2026-11-27
     * (docs/benchmarks.md, "Owl attacker's kills at the margin of an unknown eye space, fifteenth
     * session"): owl.tst 170 -> 171 (+100, none lost) at +0.4% owl nodes, semeai.tst, the owl wide
     * check's 1,200 answers (seeds 15, 29, 23, 41) and SemeaiAgreement seeds 1 and 2 as before: on.
     */
    public boolean unknownSpaceMarginsForAttacker = true;

    /**
     * Whether owl_defend's root also tries, as defences, the centres of the goal's big eye spaces
     * that the eye database does not know (OwlMoves.bigSpaceCentres: 8 to 12 points on the edge,
     * counted one eye or two), after every other candidate; and the attacker's answer to each root
     * defence tries the same centres past its width. Such a space has no vital point: a root
     * defence elsewhere (closing its mouth) leaves it counted one eye or two, the attacker's
     * placement at its centre spoils it (owl.tst 85's B18 after A19, gnugo's kill), and the root's
     * refutation handed on (refutationNextAtRoot) makes the centre the next defence. Not in a
     * dragon's status (OwlStatus), which reads plain; both nodes cache under keys of their own.
     * Measured on 2026-11-27 (docs/benchmarks.md, "owl_defend's wrong saving moves walked to their
     * refutations, sixteenth session"): owl.tst 175 -> 176 (+85, no other failure moved), the owl
     * wide check's codes and same moves as main's on seeds 15, 29, 23, 41 (seed 15's 300 answers
     * identical), but +2.5% owl nodes where owl.tst had no CPU margin against gnugo's. Switched on
     * by the lead on the merged main, where h/owlspeed16's cheaper matches and domains pay for the
     * nodes (the product's owl.tst CPU beside gnugo's: docs/benchmarks.md, "The sixteenth session's
     * owl and semeai merges together on main").
     */
    public boolean bigSpaceCentresAtDefenceRoot = true;

    /**
     * Whether owl_attack's root, beside {@link #unknownSpaceMarginsForAttacker}'s margin, also tries
     * up to three points of such a space (at most 16 points) where the attacker's stone splits it
     * into two or more parts the eye database knows, each worth an eye with the defender moving
     * there first and at most one eye together even with the defender moving next
     * (OwlMoves.unknownSpaceSplits; doc/eyes.texi's local game played one move with the database's
     * sub-shapes), each one move more past the width: the kill inside a big space that is neither its
     * centre nor a margin (owl.tst 235's S3). Never in a status's read. With
     * {@link #eyeSumBySwings} (two half eyes left are one eye); see docs/benchmarks.md ("Big
     * unknown eye spaces split into shapes the database knows, sixteenth session").
     */
    public boolean unknownSpaceSplitsForAttacker = true;

    /**
     * Whether owl values the goal's eye spaces that the eye database does not know because they
     * are bigger than its shapes (8 to EyeSpacesCache.LOCAL_GAME_SPACE points) by reading each as
     * a local game (optics' EyeLocalGame, the reader that generated the database; doc/eyes.texi,
     * "The eyespace as local game"), instead of the pessimistic guess (one eye or two, no vital
     * point); a game that reads 2222 keeps the guess. Off: measured on 2026-11-27
     * (docs/benchmarks.md, "The values of unknown eye spaces, seventeenth session") it gave owl.tst
     * 177 -> 176 (+27 +165 +185 +214, -70 -85 -100 -164 -168; 214's 8-point space reads 1122 with
     * gnugo's N5 as its vital point) at 1.7% fewer owl nodes, but the local games' own reads
     * doubled owl.tst's CPU; read for every unknown space of up to 10 points (smaller ones too)
     * 175.
     */
    public boolean unknownSpacesByLocalGame = false;

    /**
     * Whether owl_attack's root and the attacker's answer to owl_defend's root move, where the eyes
     * read two (the attacker then asks only the vital patterns) and one of them is the guessed sure
     * eye of a space the eye database does not know, also try up to two points of such a space
     * (OwlMoves.unknownSpaceCuts: within two steps of the goal, after which the optics read the
     * goal one eye at most), each one move past the width: such a space is often open ground the
     * goal touches at a few points, and the attacker's stone there shuts the goal out of it
     * (doc/owl.texi: owl "only feels certain about eyes if the eyespace is completely closed").
     * Never in a dragon's status. Measured on 2026-11-27 (docs/benchmarks.md, "The values of
     * unknown eye spaces, seventeenth session"): owl.tst 177 -> 178 (+141, 3 J8 as gnugo) at +1.0%
     * owl nodes; also where the eyes read fewer than two, 178 (+141 +221, -105) at +10%.
     */
    public boolean unknownSpaceCutsForAttacker = true;

    /**
     * Whether the cuts of {@link #unknownSpaceCutsForAttacker} are also tried where the eyes read
     * fewer than two (but two with the defender moving first), for the unknown spaces the goal
     * touches at no more than two of their points (OwlMoves.NARROW_CONTACTS): such a space is open
     * ground behind a neck, its guessed sure eye is the goal's only while the neck is open, and
     * the attacker's stone at the neck shuts the goal out (owl.tst 221: the 12-18 points of the
     * top-left reached from D9 and E8 only; gnugo kills at D8). The neck test is a count of the
     * space's points beside the goal, made before the cut's eye reads: the seventeenth session's
     * cuts at every such node cost +10% owl nodes. Measured on 2026-11-28 (docs/benchmarks.md,
     * "The cut of an unknown space behind a neck, twenty-fourth session"): owl.tst 211 -> 212
     * (+221, owl_defend and owl_attack both D8 as gnugo), no other answer moved; owl nodes over
     * owl.tst 85,964 -> 87,702 (+2.0%: 221's own read 251 -> 1,474, five rows +515 with the same
     * answers); owl wide check seeds 15 / 29 / 23 / 41 the same figures (290/213, 294/210,
     * 286/210, 294/217); semeai.tst 97 with every answer the same. With
     * {@link #neckCutNextAtDefenceRoot} 221's read costs 487 nodes and owl.tst's total 86,715
     * (+0.87%), the same answers. Turned on with neckCutNextAtDefenceRoot at the twenty-fourth
     * session's merge, the handmade corner of OwlUnknownSpaceMarginTest (tailsInTheCorner, 7x7)
     * became a false kill, owl_attack B2 1 D1 over GTP where main and gnugo answer 0 (gnugo:
     * owl_does_attack D1 B2 0, owl_defend after D1 1 E2); {@link #neckFreeOfDefenderStones}
     * leaves that space out. On since 2026-11-28 with both (docs/benchmarks.md, "The neck cut
     * without the defender's own stones at the neck, twenty-fifth session"): on main cda542a
     * owl.tst 213 -> 214 (+221, no other answer moved), owl nodes 85,835 -> 86,275 (+0.51%),
     * semeai.tst 98 with every answer the same, owl wide check seeds 15 / 29 / 23 / 41 the same
     * figures (290/213, 294/210, 286/210, 294/217).
     */
    public boolean unknownSpaceCutsAtNarrowContact = true;

    /**
     * Whether owl_defend's root, with {@link #unknownSpaceCutsAtNarrowContact}, tries next the
     * point where the attacker's cut of a guessed eye space refuted its previous move: the
     * defender's own stone there keeps the space (owl.tst 221: H9 refuted at D8, then D8 lives,
     * where the defender's B5 and F9 were read before). Measured on 2026-11-28 with
     * unknownSpaceCutsAtNarrowContact (docs/benchmarks.md, "The cut of an unknown space behind a
     * neck, twenty-fourth session"): owl.tst 212 as with the cut alone, owl nodes 87,702 -> 86,715
     * (221 1,474 -> 487). (Putting the cut first at the root without a refutation cost 72 and 103.)
     * On since 2026-11-28 with unknownSpaceCutsAtNarrowContact and {@link #neckFreeOfDefenderStones}
     * (221's read 282 nodes; figures there).
     */
    public boolean neckCutNextAtDefenceRoot = true;

    /**
     * Whether {@link #unknownSpaceCutsAtNarrowContact} leaves out a space where a defender's stone
     * outside the goal lies beside the space's near part (its points within OwlMoves.CUT_REACH
     * steps of the goal): the goal joins that stone through the neck and the stone touches the
     * space past it, so the attacker's stone at the neck cuts nothing: OwlUnknownSpaceMarginTest's
     * 7x7 corner, where white's D2 beside the neck point C2 reaches E2 and E1 past black's D1 (the
     * false kill owl_attack B2 1 D1; gnugo 0). Measured on 2026-11-28 on main cda542a with the two
     * switches above (docs/benchmarks.md, "The neck cut without the defender's own stones at the
     * neck, twenty-fifth session"): owl.tst 214 (+221) as without it, owl nodes 86,275 against
     * h/owleye24's +0.87% (rows 124 254 255 no longer read a cut; 221 282 nodes, 48 +182, 102
     * +227 left), the handmade corner no kill; semeai.tst 98, the owl wide checks' figures kept.
     */
    public boolean neckFreeOfDefenderStones = true;

    /**
     * Whether {@link #unknownSpaceCutsAtNarrowContact} leaves out a space of fewer than
     * OwlMoves.NECK_SPACE_MIN_POINTS (9) points: a space that small behind a neck is an eye shape
     * with too many margins rather than open ground. Measured on 2026-11-28 on owl.tst's three
     * rows where the neck cut is read (docs/benchmarks.md, twenty-fifth session): 48 455 -> 273
     * nodes (an 8-point space), 102 1,000 -> 773 (6 points), 221 282 (12-18 points) with the same
     * answers, so owl.tst's owl nodes 86,275 -> about 85,866 (+0.04% over main). On since the
     * twenty-fifth session's merge, with every wide check's figure kept in the lead's check
     * (docs/benchmarks.md, "The twenty-fifth session's owl and semeai merges together on main").
     */
    public boolean neckSpaceFloor = true;

    /**
     * Whether a dragon's status (OwlStatus) reads owl_attack with
     * {@link #unknownSpaceMarginsForAttacker} too. Off: the status keeps the plain root, as
     * {@link #rootRefutationsForAttackerInStatus} does.
     */
    public boolean unknownSpaceMarginsInStatus = false;

    /**
     * Whether a dragon's status (OwlStatus, and through it semeai and dragon_status) reads
     * owl_attack with {@link #rootRefutationsForAttacker} too. Off: the status keeps the plain
     * root, as {@link #refutationAfterFailedRootDefenceInStatus} and
     * {@link #budgetCutDefenceInStatus} do for owl_defend, so that the held-out SemeaiAgreement seed
     * that the rule moved reads the statuses it read before (docs/benchmarks.md, "The fourteenth
     * session's owl switches re-measured on main").
     */
    public boolean rootRefutationsForAttackerInStatus = false;

    /**
     * Whether owl_attack's root (with {@link #rootRefutationsForAttacker}), where two or more
     * moves within the width are all refuted by the same answer of the defender, tries that answer
     * past the width even though the reads below were cut by the reading depth, which keeps
     * {@link #rootRefutationsForAttacker}'s own answers back; not where the node budget ran out.
     * One answer agreed by every refuted move is the dragon's vital point, not the chance end of a
     * long line (semeai17.sgf 52 after D6 C7, the line of semeai.tst 102-106: B8, C8, C9 on D9 are
     * all answered B7, which kills, GNU Go's answer; the sixteenth session's "depth-cut answers"
     * took every cut move's answer, agreed or not, and lost owl.tst 105). Measured on 2026-11-27
     * (docs/benchmarks.md, "owl_attack's root: the one answer that refuted every move"): owl.tst
     * 183 with only gnugo-failing 166 moved, +0.9% owl nodes, the owl wide check's answers as
     * main's on seeds 15, 29, 23, 41; semeai.tst 102-106 do not move (their status reads keep it
     * off, and their root lacks D6). Off at the merge: it gains no answer on any suite or wide
     * check for its 0.9% more owl nodes (owl.tst's CPU has no margin to spare), and the one answer it
     * moves (166, to 1 S17) is a false kill of the nested read; on again where its status reads
     * carry it to semeai.tst 102-106.
     */
    public boolean agreedRefutationForAttacker = false;

    /**
     * Whether an attack node whose dragon has no eye even with the defender moving first (the eyes
     * read 0-0), no open point in reach and no lunch, beside an opponent string with more liberties
     * than any lunch, all of them the dragon's (OwlNode.innerRaceString), is dead as it stands, the
     * attacker passing. The dragon could live only by winning that race of liberties, which the
     * tactical reader does not read and owl does not count (doc/owl.texi leaves races to the
     * semeai code); the attacker's moves there mostly fill the inner string's own liberties, and
     * where they all fail owl read the dragon alive: semeai.tst 83, semeai15.sgf's J9, owl-dead in
     * GNU Go 3.8 (owl_attack "1 PASS", owl_defend "0"), critical K8 in owlbench. A first form
     * without the inner string (any eyeless shut-in dragon dead) gave owl.tst 203 -> 195; one with
     * any string sharing all its liberties 202 (-158 -195). On: measured on 2026-11-27
     * (docs/benchmarks.md, h/sem21) owl.tst's answers and owl nodes as off, the owl wide check's
     * answers as off on seeds 15, 29, 23, SemeaiAgreement's figures as off on seeds 1 and 2; with
     * SemeaiParams.noRaceWithCapturer semeai.tst 96 -> 97 (+83).
     */
    public boolean deadWithoutEyeSpace = true;

    /**
     * Whether, one move below owl_attack's root (the attacker's second turn,
     * OwlReader.INNER_REFUTATION_PLIES), an attack node whose moves within the width are all
     * refuted tries the defender's answer to them as one move more, past the width, whatever the
     * eyes there: {@link #rootRefutationsForAttacker}'s rule one level down, where the fifteenth
     * session's walk (docs/benchmarks.md, "Owl attacker's kills one move below the root, fifteenth
     * session") found the kill to be the defender's own answer (owl.tst 113's P2 after K2 O2,
     * 162's E18 after D18 F16). Not in owl_defend's search, and in a dragon's status only with
     * {@link #innerRefutationsForAttackerInStatus}. Measured on 2026-11-27: owl.tst 170 -> 172
     * (+92 +113 +162, -152: a kill main read in 989 of the 1,000 nodes), the owl wide check's
     * 600 answers on seeds 15 and 29 as main's and its codes and same moves as main's on 23 and
     * 41 (289/292/285/293, 212/208/209/214); in owl_defend's search too it lost owl.tst 85, and
     * down to four plies below the root owl.tst 169 (false kills 150, 158 under one-move-wide
     * lines). On.
     */
    public boolean innerRefutationsForAttacker = true;

    /**
     * Whether a dragon's status (OwlStatus, and through it semeai and dragon_status) reads
     * owl_attack with {@link #innerRefutationsForAttacker} too. Off, as
     * {@link #rootRefutationsForAttackerInStatus} is.
     */
    public boolean innerRefutationsForAttackerInStatus = false;

    /**
     * With {@link #innerRefutationsForAttacker}: the defender's answer to owl_attack's root move,
     * where every defence within its width fails, tries up to two of the attacker's refutations
     * of those defences (those not tried already) as defences of its own, each trusted only where
     * the node budget did not cut its read. The attacker's inner refutations find kills the
     * defender's width was never asked to meet (owl.tst 100: after P19 the width's Q19, S18, S17
     * fail, S17's refutation S16 lives). Measured on 2026-11-27 (h/owl100): owl.tst 173 -> 170
     * (+115 +177; -24 -62 -92 -162 -229, 100 1 P19 -> 0 at the budget: the extra defences spend
     * the nodes the root's S16 needs), owl wide check seed 15 289 -> 288 codes; so it stays off.
     */
    public boolean innerLastResortForDefender = false;

    /**
     * With {@link #innerRefutationsForAttacker}: owl_attack and owl_does_attack read first without
     * the inner refutations and, where that read finds no kill within the node budget, again with
     * them in the budget left (the nodes below the inner refutations' plies shared through the
     * cache); the second answer is taken only where it is better for the attacker. Measured on
     * 2026-11-27 (h/owl100; docs/benchmarks.md, "owl_attack's plain read before the inner
     * refutations, fifteenth session"): owl.tst 173 -> 175 (+100 +152, none lost; 151 0 -> 1 C13),
     * owl nodes +3%, semeai.tst and the owl wide check's answers as main's on seeds 15, 29 and 23;
     * on held-out seed 41 one kill's move differs (293 / 214 either way: JMBE-GNU 206 L7 -> J8,
     * gnugo L6, neither gnugo's). Switched on by the lead after owl.tst beside gnugo in the same
     * minutes (on 13.39-14.86 s, gnugo 13.98-15.50 s): no figure lost. Tests that count a root's
     * moves over one read set it off.
     */
    public boolean innerRefutationsAfterPlainRead = true;

    /**
     * Whether a conditional ko capture (a retake after a ko threat, Board.tryko) may not be
     * answered by the other side's conditional retake of the same ko at once (doc/reading.texi's
     * komaster: the first side to take the ko after a threat owns it). Without the rule both
     * sides retake after threats down to OwlReader.KO_DEPTH and the side moving last above it
     * wins every ko: the attacker in owl_defend's reads, the defender in owl_attack's. On: measured
     * on 2026-11-27 (docs/benchmarks.md, "Ko in owl: the conditional retake answered by none,
     * thirteenth session") owl.tst 160 -> 161 (+169 +226 +244, -79 -115: 115's new 1 H1 is
     * gnugo's answer) at +0.8% owl nodes, semeai.tst 77 as main's, the owl wide check's codes as
     * main's on seeds 15, 29, 23, 41, SemeaiAgreement's held-out seed 2 codes 255 -> 255 and the
     * racing dragons' statuses 139/167/145 -> 141/168/147 (seed 1: 223 -> 224, 137/171/143 ->
     * 136/170/142).
     */
    public boolean noConditionalRetake = true;

    /**
     * Whether owl_defend's root refuses a defence whose own read ran out of the node budget: such a
     * move "lives" only because the cut line is the defender's (doc/owl.texi), so it counts as a
     * failed defence and the answer is left uncertain (owl_defense_certain NO) instead of a
     * defence the reader did not find. Inside the tree a cut line is still the defender's; only
     * the root's verdict changes, and a move read out within the budget keeps its code. Alone,
     * measured on 2026-11-27 (docs/benchmarks.md, "owl_defend's budget-cut defences, thirteenth
     * session"): owl.tst 160 -> 165 (+23 +149 +168 +169 +230 +6*, -79: a right defence L6 whose
     * read the budget cut) with no owl node added and the owl wide check's seed 15 288 -> 289;
     * refined by {@link #budgetCutDefenceCheck}. On, with the check (see there).
     */
    public boolean budgetCutDefenceFails = true;
    /**
     * With {@link #budgetCutDefenceFails}: a root defence the budget cut is kept where the attacker,
     * reading again after it as a fresh owl_attack would (a budget of its own, {@link #nodeLimit},
     * the branch depth counted from its move), fails within that budget. Both on, measured on
     * 2026-11-27 (docs/benchmarks.md, "owl_defend's budget-cut defences, thirteenth session"):
     * owl.tst 160 -> 166 (+23 +149 +168 +169 +230 +6*, none lost) at +11% owl nodes (63,195 ->
     * 70,294) and CPU 18.6-19.7 s against main's 18.4-19.2 s and gnugo's 15.9-17.4 s in the same
     * rounds; the owl wide check's codes 288/291/285/292 -> 289/292/285/293 (seeds 15, 29, 23, 41);
     * semeai.tst 77 with every answer as main's; SemeaiAgreement as main's with
     * {@link #budgetCutDefenceInStatus} off (with it on, statuses 1-4 worse on both seeds). Left
     * off on the branch for the cost. Switched on by the lead on 2026-11-27 after re-measuring
     * on main 68176a0 (with {@link #noConditionalRetake} on; docs/benchmarks.md, "The thirteenth
     * session's owl switches re-measured on main"): owl.tst 161 -> 166 (+6* +23 +149 +168 +230,
     * none lost), semeai.tst 77 with every answer as before, the owl wide check's codes
     * 288/291/285/292 -> 289/292/285/293 and same moves 208/207/208/213 -> 211/208/209/214 (seeds
     * 15, 29, 23, 41), SemeaiAgreement seeds 1 and 2 exactly as before (224; 136/170/142 and 255;
     * 141/168/147): no held-out figure loses, and h/owlspeed's allocation cut pays part of the nodes.
     */
    public boolean budgetCutDefenceCheck = true;
    /**
     * Whether {@link #budgetCutDefenceFails} also applies where owl_defend is read for a dragon's
     * status (OwlStatus, dragon_status): a refused defence there turns "critical" into "unknown",
     * which never matches gnugo's status. Measured on 2026-11-27 with both rules on: with the
     * statuses read without the rule, SemeaiAgreement seeds 1 and 2 are main's exactly (223;
     * 137/171/143 and 255; 139/167/145) where with it they lose 1-4 statuses on each seed. Off.
     */
    public boolean budgetCutDefenceInStatus = false;

    /**
     * Whether owl_defend's root, where every defence it tried failed within the node budget,
     * tries up to two moves more: the connection reader's moves that link the goal to a strong
     * friendly string near it (FriendlyLinks; four liberties or more, as owl_strong_dragon). A
     * dragon joined to a living neighbour lives, and such a link is often no liberty of the goal
     * (owl.tst 124's H2 across an attacker's stone, 72's C14 diagonal to it), so no other rule
     * proposes it. Only where the answer would otherwise be 0, so a found defence never changes;
     * a dragon's status reads without it unless {@link #friendlyLinksInStatus}, and the root
     * that may try it caches under a key of its own. On: measured on 2026-11-27 (h/owldefmv) it
     * gave owl.tst 170 -> 171 (+124, no other answer moved; owl nodes 71,750 -> 71,998), the owl
     * wide check's 1,200 answers on seeds 15, 29, 23, 41 all as main's, semeai.tst and
     * SemeaiAgreement as main's; owl.tst CPU 17.3-19.2 s against main's 18.1-18.2 s and gnugo's
     * 15.5-18.5 s in the same rounds (within the noise; docs/benchmarks.md, "owl_defend's links
     * to a strong friendly string").
     */
    public boolean friendlyLinksAtDefenceRoot = true;

    /** Whether {@link #friendlyLinksAtDefenceRoot} holds in the owl_defend a dragon's status reads too (OwlStatus). */
    public boolean friendlyLinksInStatus = false;

    /**
     * Whether the attacker's nodes (not the vital-only ones of a dragon that looks alive) also try
     * the throw-ins joining two of the goal's lunches into one string in atari
     * (OwlMoves.lunchJoins): captured one by one each lunch leaves the dragon an eye, captured
     * together they leave one space, a dead shape where the attacker's stones filled it (owl.tst
     * 173: after S11 S13, white's T12 joins T13 to S12-S11-T11; gnugo kills there with T12).
     * Only where the optics value that space at one eye at most after the throw-in. Measured on
     * 2026-11-27 (docs/benchmarks.md, "owl_attack's missing candidates at the attacker's second
     * turn, seventeenth session"): owl.tst 177 -> 179 (+173, +27, none lost) at +0.35% owl nodes,
     * the owl wide check's codes on seeds 15, 29, 23, 41 and SemeaiAgreement's figures on seeds 1
     * and 2 as main's: on.
     */
    public boolean lunchJoinsForAttacker = true;

    /**
     * Whether owl_defend's root (not a status's read) also proposes the defender's diagonal links
     * across an attacker's peep to a strong friendly string (DiagonalLinks: an empty point
     * diagonal to a goal stone with the attacker's stone on one point between and the other empty,
     * beside a friendly string of four liberties or more outside the goal, or diagonal to it
     * across another peep), at the value of the defence patterns' links. Neither the patterns,
     * whose links join orthogonal neighbours, nor the eye analysis propose them (owl.tst 72's C14,
     * 191's B7). At every defend node they gave owl.tst false defences (75 B3, 230 H7: links
     * deep in the attacker's lines). At the root, with {@link #linksBeforeRescuesAtDefenceRoot},
     * measured on 2026-11-27 (docs/benchmarks.md, "owl_defend's links before rescues, seventeenth
     * session"): owl.tst 177 -> 178 (+72, none lost) at 79,769 -> 79,795 owl nodes, the owl wide
     * check's codes as main's on seeds 15, 29, 23, 41 and same moves 212/208/209/214 ->
     * 212/209/209/214, SemeaiAgreement seeds 1 and 2 as main's. On.
     */
    public boolean diagonalLinksAtDefenceRoot = true;

    /**
     * Whether owl_defend's root (not a status's read) tries the links to a strong friendly string
     * (the link patterns OD52 and OD53, and DiagonalLinks) before the rescue of a goal string that
     * is not in atari: both may live, and of two working defences the link gives the dragon a
     * living neighbour's life where the rescue keeps one string (owl.tst 72: C14 beside the
     * strong C15 before C13, which saves the two-liberty D13). Alone it moves no owl.tst answer;
     * with {@link #diagonalLinksAtDefenceRoot} see there. On.
     */
    public boolean linksBeforeRescuesAtDefenceRoot = true;

    /**
     * Whether owl_defend's root (not a status's read), where the eyes look like two and the
     * attacker's vital moves fail, checks that PASS is a defence with a fresh owl_attack (its root
     * rules, its own budget) before answering it: doc/owl.texi lets owl_defend return PASS only
     * where the position is already won, and a dragon the attacker still kills, or wins by ko (a
     * ko capture is no vital pattern: owl.tst 142's J8), needs a move. Where the attack works the
     * root reads its defence candidates as any other root; where none of them lives the PASS stays.
     * On: owl.tst +142 (`1 PASS` -> `1 J8`), no other answer moved; the owl wide check's answers
     * unmoved on seeds 15, 29, 23, 41 (docs/benchmarks.md, eighteenth session, h/owldmv18).
     */
    public boolean passCheckedAtDefenceRoot = true;

    /**
     * Whether owl_defend's root (not a status's read) checks each winning defence with a fresh
     * owl_attack from the position after it (owl_attack's root rules, a budget of
     * {@link #rootWinCheckNodes} nodes of its own) while other candidates are left: the attacker
     * inside owl_defend's search lacks owl_attack's root rules, so a defence it cannot refute may
     * still die. A defence the fresh attack kills (or wins by ko) is passed over, its killing move
     * handed on as the next candidate; where no later candidate passes the check the first win
     * stays the answer, so owl_defend's code never changes, only its move. Off: measured with a
     * 400-node check, owl.tst +254 only (`1 N13` -> `1 O14`) for 16.6% more owl nodes (84,438 ->
     * 98,477), the owl wide check's seed 15 unmoved (289 / 212); the false defences it was for (69
     * 99 133) read past the budget or are not the first win (docs/benchmarks.md, h/owldmv18).
     */
    public boolean freshCheckOfRootWin = false;
    /**
     * Whether owl_defend's root (not a status's read) answers PASS where a fresh owl_attack (its
     * root rules, its own budget) fails within its budget, before reading any defence: doc/owl.texi
     * lets owl_defend return PASS where the position is already won, and gnugo does so where it
     * reads the dragon alive as it stands, while owlbench's defence search answers the first move
     * that lives (the owl wide check's seed 15: 27 of owl_defend's 150 answers a move where gnugo
     * answers PASS). A whole owl_attack per owl_defend question. Off: measured, the wide check's
     * same move on seed 15 212 -> 233 (codes unmoved), but owl.tst 183 -> 181 (PASS where owl_attack
     * misses the kill: 48 172 247 lost, 142 gained) and its CPU about +24% (owl nodes +39.6%)
     * (docs/benchmarks.md, eighteenth session, h/owldmv18): it waits for owl_attack's missed kills
     * and a cheaper attack.
     */
    public boolean passWhereAttackFailsAtDefenceRoot = false;
    /**
     * Whether owl_defend's own root (not a status's read), where no defence lives, the dragon is
     * shut in and an attacker's string beside it breathes only through the dragon's liberties (a
     * seki's shape, OwlNode.sharesAllLiberties), answers PASS (1 PASS) when a fresh owl_attack also
     * fails within its budget: in a seki neither side has a good move, and doc/owl.texi lets
     * owl_defend return PASS where the position is already won; off, owlbench answered 0 there
     * while its owl_attack answered 0 as well. Only where the search has failed, so a root that
     * lives pays nothing (handmade seki, OwlKoAndSekiProblemsTest; docs/benchmarks.md, "Handmade
     * ko and seki problems, twentieth session"). Off: merged with the session's other changes it
     * turned held-out seed 41's owl34.sgf 75 owl_defend P13 from 0 (gnugo's) to 1 PASS, a dragon
     * gnugo kills at S16 where owlbench's owl_attack misses the kill: the PASS waits for
     * owl_attack's missed kills, as {@link #passWhereAttackFailsAtDefenceRoot} does.
     */
    public boolean sekiPassAtDefenceRoot = false;
    /** The fresh owl_attack's node budget in {@link #freshCheckOfRootWin}'s check; a check it cuts keeps the move. */
    public long rootWinCheckNodes = 400;

    /**
     * Whether an attack node whose only candidates were the ko retake the attacker may not make
     * there (after the defender's conditional capture, {@link #noConditionalRetake}, or below
     * OwlReader.KO_DEPTH) is read with the attacker passing, the defender then moving
     * (OwlReader.passThenDefend), instead of counting as a failed attack. Off, such a node saves
     * the dragon by ko even where the defender can never fill the ko: the attacker plays elsewhere
     * and retakes later (owl.tst 50, 94: gnugo's owl_attack 1 PASS after the defender's retake).
     * The pass is not repeated at the same position (the defender's vital-attack check reads the
     * attacker there again). On: measured on 2026-11-27 (docs/benchmarks.md, "Owl's ko results as
     * fallbacks, eighteenth session"): owl.tst 183 -> 187 (+50 +94 +183 +204 +232, -226*) at
     * -0.1% owl nodes; the owl wide check's answers as main's with {@link #koDefenceCheckAtRoot}.
     */
    public boolean passWhereKoBanned = true;

    /**
     * Whether {@link #passWhereKoBanned} holds in the reads of a dragon's status (OwlStatus, and
     * through it semeai and dragon_status). Off: with it on, SemeaiAgreement's held-out seed 2 lost
     * one racing dragon's status of each kind (139; 166; 146 against main's 140; 167; 147).
     */
    public boolean passWhereKoBannedInStatus = false;

    /**
     * Whether owl_defend's root (not a status's read) checks a defence that lives only by ko (its
     * read gave KO_A or KO_B) with a fresh owl_attack after it, in a budget of its own (as
     * {@link #lastResortCheck} does): where that attack kills outright the defence fails. The
     * attacker inside the search answers the root's move with one ply less width and without
     * owl_attack's root rules, and where it finds only the ko the unconditional kill goes unseen
     * (owl.tst 190 A3: owlbench's own owl_attack after the move kills with B1, as gnugo's does).
     * The checks run only where the best found is a ko, after the root's moves, best code first.
     * On: measured on 2026-11-27 (docs/benchmarks.md, "Owl's ko results as fallbacks, eighteenth
     * session"): with {@link #passWhereKoBanned} owl.tst 187 -> 189 (+190 +249) at +1.0% owl
     * nodes; checking each ko defence as soon as it was read cost +2.4%.
     */
    public boolean koDefenceCheckAtRoot = true;

    /**
     * Whether owl_attack's own root (not a status's read), finding the dragon dead as it stands
     * (no attacking move proposed, fewer than two eyes even with the defender moving first), checks
     * that verdict with a fresh owl_defend (its root rules, its own budget) before answering PASS:
     * doc/owl.texi lets owl_attack answer without a move only where the dragon cannot live even
     * moving first, and the static eye count can miss a defender's move that widens the space
     * (owl.tst 7: "1 PASS" while owlbench's own owl_defend lives at B4). Where the fresh defence
     * lives, its move and the defender's candidates become the attacker's candidates (the
     * attacker takes the defender's vital point); where none kills outright the PASS stays, so
     * the check moves owl_attack's move and never its code.
     */
    public boolean passCheckedAtAttackRoot = true;

    /**
     * Whether owl_attack (the command, not a status read) whose search found no kill before its
     * node budget ran out asks a fresh owl_defend of the dragon as it stands (its own budget) and
     * answers "1 PASS" where that defence fails: a dragon that cannot live even moving first is
     * dead without a further move (doc/owl.texi), and the attacker's budget spent on one refuted
     * line (owl.tst 22: S12 read to the end of the 1,000 nodes, where gnugo's S11 or a PASS kills
     * and owlbench's own owl_defend P12 is 0) is no evidence that it lives. Asked only where the
     * root's eyes count fewer than two even with the defender moving first. Measured on
     * 2026-11-27 (docs/benchmarks.md, "owl_attack's missed kills, twenty-first session"): owl.tst
     * +22, nothing lost, at +3.6% owl nodes.
     */
    public boolean freshDefenceAfterAttackBudget = true;

    /**
     * With {@link #freshDefenceAfterAttackBudget}: only a fresh defence that did not itself run out
     * of its budget counts. Off: owl.tst 22's fresh defence fails only at the end of its budget
     * (2,598 nodes for the question), so with this on the row stays 0.
     */
    public boolean freshDefenceAfterAttackBudgetCertain = false;

    /**
     * Whether {@link #koDefenceCheckAtRoot}'s fresh owl_attack reads the dragon as a fresh
     * owl_attack of the position after the ko defence would (as {@link #lastResortCheckOnDragon}
     * does for the last resort): the original dragon's strings and the defender's added strings
     * sharing two liberties with them, not the defence stone one attacker's move cuts off. With
     * the stone in the goal its open surroundings count as the dragon's eye space, and the kill
     * that makes the ko no defence goes unseen (owl.tst 202, owl_defend H6: after the ko defence
     * J8, a lone stone sharing one liberty with the dragon, owl_attack H6 kills with E9 on both
     * engines; gnugo's owl_defend is 0). On: measured on 2026-11-27 (docs/benchmarks.md, "Owl's ko
     * rows, nineteenth session"): owl.tst 190 -> 191 (+202, nothing lost) at +0.03% owl nodes; the
     * owl wide check's held-out seed 23 285 -> 286 (goro.sgf 100 owl_defend M18 0, gnugo's), seeds
     * 15, 29 and 41 and SemeaiAgreement as main's.
     */
    public boolean koDefenceCheckOnDragon = true;

    /**
     * Whether the side that makes a line's first conditional ko capture (Board.tryko, after a ko
     * threat) becomes its komaster (doc/reading.texi's komaster, rule 3): the other side may not
     * play at the point of the stone that capture took (kom_pos) further down the line, not only
     * at once ({@link #noConditionalRetake}), until the komaster fills it. Off, the other side
     * retakes the same ko by an ordinary capture two moves later, after an exchange elsewhere, and
     * the ko changes hands down to OwlReader.KO_DEPTH: the defender's conditional retake that
     * gnugo scores as a ko (owl.tst 182, owl_attack C18 after A15: KO_B A14) becomes a loss.
     * Only rule 3: the seventh session's K1 (rules 2a and 3: one conditional capture per line) was
     * measured and not kept. Measured, left off (docs/benchmarks.md, "Owl's ko rows, nineteenth
     * session"): owl.tst +182, -183 (C19 and A17 both KO_B, C19 tried first), -219 (a read the
     * komaster's cache marks no longer share), at +3.9% owl nodes; the marks cannot go (without
     * them owl.tst loses 1, 244 and 249 instead of 219); with komasterOneKo the owl wide check's
     * seed 15 gains one code and held-out seed 23 loses koDefenceCheckOnDragon's gain.
     */
    public boolean komasterHoldsKo = false;

    /**
     * With {@link #komasterHoldsKo}: the komaster may make no second conditional ko capture in
     * the line but a nested ko's, one whose captured stone lies diagonally next to kom_pos
     * (doc/reading.texi's rule 2a; kom_pos then moves to it). Off, at a double ko the attacker
     * takes each ko after a threat in turn and the dragon dies by ko where it lives (owl.tst 240,
     * marginal_ko.sgf's G19: gnugo's owl_attack 0, owlbench's KO_B B12). Measured, left off with
     * {@link #komasterHoldsKo}: both on, owl.tst +182 +240 -183 -219 at +3.4% owl nodes.
     */
    public boolean komasterOneKo = false;

    /**
     * Rule 2a of doc/reading.texi without rule 3 ({@link #komasterHoldsKo} off): the side that made
     * a line's first conditional ko capture (after a threat) may make no conditional capture of
     * another ko further down the line, but a nested one (its captured stone diagonally next to the
     * first) and the same ko again. At a double ko the attacker that takes both kos after threats
     * in turn has won neither: each retake of the other ko is the defender's threat (owl.tst 240,
     * marginal_ko.sgf's G19: gnugo's owl_attack 0, owlbench's KO_B B12). The ban on retaking
     * kom_pos by an ordinary capture (rule 3) stays off, and so do the komaster's cache marks: a
     * node under a komaster whose read met a refused second ko is not cached instead (with the
     * marks owl nodes rose 3.9% and 219 was lost; with neither, 249 was lost to an answer cached
     * under the rule). Measured, left off, 2026-11-28 (docs/benchmarks.md, "Owl's ko rows
     * 176 182 223 240 246, twenty-fifth session"): owl.tst 213 -> 214 (+240, every other answer
     * main's), semeai.tst 98 with every answer main's, owl nodes 85,835 -> 86,228 (+0.46%, not
     * bought back); its test reads GNU Go's game from ../shared (OwlKomasterTest), no double ko
     * drawn by hand yet. The komaster itself (rules 3 and 2a) on the same main: owl.tst 212
     * (+182 +240 -3 -115 -219), +2.7% owl nodes. Measured again on main 4c48a12, 2026-11-28
     * (docs/benchmarks.md, "oneKoPerSide's wide checks, where its owl nodes go, twenty-sixth
     * session"), still off: owl.tst 215 -> 216 (+240, no other answer moved), semeai.tst 99 with
     * every answer main's, owl wide check seeds 15/29/23/41 and SemeaiAgreement seeds 1/2 all
     * main's figures; owl nodes 86,187 -> 86,580 (+0.46%), spent by the attacker's wider search
     * where its second ko is refused (rows 190 +169, 248 +158, 249 +56, 232 +26), not bought back
     * (refusing the attacker's ko only, or caching refused nodes under a komaster mark, spends the
     * same); a drawn double ko (OwlDoubleKoTest) lives with and without the rule. Copied by
     * {@link #copy()} since that session (before, copies such as the fresh reads' and the semeai
     * reader's read without it). Turned on by the lead at that session's merge: it gains a row with
     * every held-out figure unchanged, at owl-node cost under the one per cent line (figures of the
     * merged code: docs/benchmarks.md, "The twenty-sixth session's owl and semeai merges together
     * on main").
     */
    public boolean oneKoPerSide = true;

    /**
     * Whether {@link #koDefenceCheckAtRoot} checks, among ko defences of one code, the owl's own
     * defences (a pattern's move, an eye's vital point, a lunch, an escape) before a tactical rescue
     * of a goal string (OwlMoves' "save goal string", value 90, tried first at the root). Both win
     * only the same ko, and gnugo's owl_defend, which proposes no such rescue, answers with the
     * shape: with the komaster (owl.tst 183, owl_defend C18) the rescue C19 and OD41's A17 are both
     * KO_B, and C19, tried first, was returned where gnugo's answer is A17. On: measured on
     * 2026-11-27 (docs/benchmarks.md, "Owl's ko rows, twentieth session"): alone every owl.tst
     * answer and the owl wide check's four seeds as main's, owl nodes -0.14% (the shape, checked
     * first, is kept sooner); with the komaster rules owl.tst keeps 183.
     */
    public boolean koTieToShape = true;

    /**
     * Whether owl_defend's root (not a status's read), where no goal string is in atari, reads the
     * rescues of its two-liberty strings after the captures of its lunches: such a string is not
     * lost yet, and of two working defences the lunch's capture makes an eye and takes the
     * attacker's stones that press the string, where the rescue only adds a liberty (owl.tst 65's
     * M11, h/owldmv18's class (b)). With the vital points and eye-making patterns before the rescue
     * too, owl.tst lost 73 (S17, a false defence, before the rescue S18).
     */
    public boolean lunchesBeforeRescuesAtDefenceRoot = true;

    /**
     * Whether owl_defend's root (not a status's read), where no goal string is in atari, reads the
     * defender's counter-ataris (CounterAtari: the atari on an attacker string of two liberties that
     * touches a two-liberty goal string, played outside that goal string's liberties and not a
     * self-atari) just before the first rescue of a goal string: the attacker must answer the atari,
     * so the string is saved indirectly, and the rescue's liberty inside the dragon's own space is
     * kept (owl.tst 2's E9 against the rescue E8). Measured 2026-11-28 on main 183a50a
     * (docs/benchmarks.md, "owl_defend's order rows, twenty-fourth session"): owl.tst 211 -> 212
     * (+2, no other answer moved), semeai.tst 97 with every answer the same, owl wide check seeds
     * 15, 29, 23 and 41 as main's (codes / same move 290 / 213, 294 / 210, 286 / 210, 294 / 217); owl nodes over owl.tst 85,841 -> 86,002
     * (+0.19%, row 2's own read).
     */
    public boolean counterAtariBeforeRescueAtDefenceRoot = true;

    /**
     * Whether the attacker grows a lunch of two liberties by one stone on a liberty away from the
     * dragon, where the grown string (three to six stones) stays a sacrifice of two liberties at most
     * (LunchGrowth): the dragon's capture then leaves a dead shape the attacker kills by playing its
     * vital point again. Not right after the defender's conditional ko capture, where the banned
     * retake's pass (passWhereKoBanned) reads the ko: there the growth lost owl.tst 202 and 204. owl.tst 203 (owl_defend H6): after white's D9 black's H9 turns the four
     * stones G9 G8 H8 H7, whose capture would leave a twisted four, into a bulky five; owlbench's
     * attacker had only the ko retake E9 and answered the defence D9 as a ko. On: measured on
     * 2026-11-27 (docs/benchmarks.md, "Owl's ko rows, twenty-first session"): owl.tst +203, owl
     * nodes +0.44%, the owl wide check's four seeds as main's.
     */
    public boolean lunchGrowthForAttacker = true;

    /**
     * Whether lunchGrowthForAttacker holds in a dragon's status read too, so that dragon_status
     * reads the kills owl_attack finds. semeai.tst 33 (nicklas14.sgf 55): owl_attack D9 is "1 C8"
     * (one of its lines needs white's growth of a corner lunch), but the status read without the
     * growth calls D9 alive, so owl's verdict answers the semeai ("1 1 B9"); with it D9 is
     * "critical C8 C9" (GNU Go 3.8: critical B7 B7) and the race reader answers, with
     * SemeaiParams.contestedEyesNotClear, gnugo's "1 1 B7". Off: first measured 2026-11-27 (tuning
     * seed 1 moved four figures: codes and move 133 -> 134, the three status figures -1 each;
     * held-out seed 2 unmoved); measured again 2026-11-28 with contestedEyesNotClear
     * (docs/benchmarks.md, h/sem23): semeai.tst 97 -> 98 (+33), SemeaiAgreement held-out seed 2
     * unmoved (every figure and semeai node), tuning seed 1 codes and move 132 -> 133 but owl
     * status 132 -> 131, revised 166 -> 165, owl_status 138 -> 137 (one dragon, filllib2.sgf
     * 131's B8, whose status read runs out of its budget with the growth: "unknown" for "alive"),
     * semeai nodes +12%. owl.tst and the owl wide check read no status. Left off: the narrower
     * bigLunchGrowthInStatus (on, 2026-11-28, h/sem24) gets 33 without the lost dragon. Where set,
     * this one takes precedence (every lunch grown at every depth).
     */
    public boolean lunchGrowthInStatus = false;

    /**
     * With lunchGrowthInStatus: a status read (its attack or its defence) that ran out of its node
     * budget is read again without the growth, and that read's answer is the status's (both reads'
     * nodes counted): the growth widened a tree the budget could not finish, and the plain read's
     * verdict is the one the status had without it (filllib2.sgf 131's B8 on SemeaiAgreement's
     * tuning seed 1: "unknown" with the growth alone, "alive" again with this). Off: measured
     * 2026-11-28 with both status switches and contestedEyesNotClear (docs/benchmarks.md, h/sem23):
     * held-out seed 2 lost three codes (256 -> 253), against none with the growth alone.
     */
    public boolean plainStatusAfterGrowthBudget = false;

    /**
     * Whether a dragon's status read grows the lunches (LunchGrowth) where the growth can change
     * the dragon's eyes, where lunchGrowthInStatus (off) grows every lunch owl_attack grows: only a
     * lunch of four stones or more (grown to five or six: LunchGrowth.MIN_STONES_IN_STATUS), and
     * only where the attacker still tries more than one move (above the branch depth). Taking in
     * a lunch changes the status only where the growth turns the captured space from two eyes into
     * one: two or three stones captured leave one eye, grown or not, while a straight, bent or
     * twisted four turns into a bulky or crossed five, a five into a rabbity six. Below the branch
     * depth the attacker plays its first candidate only, and a growth put first there swaps the
     * line the reader confirms for a sacrifice whose payoff lies plies further down. semeai.tst 33
     * (nicklas14.sgf 55): the kill owl_attack D9 finds at C8 needs white's growth A7 of the corner
     * string A9 A8 B8 C8 at depth 6; with it dragon_status D9 is "critical C8 C9" (GNU Go 3.8:
     * critical) and the race reader answers GNU Go's "1 1 B7" (with SemeaiParams.contestedEyesNotClear).
     * filllib2.sgf 131's B8 (SemeaiAgreement's tuning seed 1), whose status takes 960 owl nodes
     * without a growth (a read's budget is 1,000), runs out with lunchGrowthInStatus ("unknown" for "alive") and
     * with the size limit alone; with both limits it grows nowhere and stays "alive". On: measured
     * 2026-11-28 (docs/benchmarks.md, h/sem24): semeai.tst 97 -> 98 (+33; 32 "1 1 B9" -> "2 0 C8",
     * failing both ways, as with lunchGrowthInStatus); SemeaiAgreement (60 positions, 150 pairs)
     * tuning seed 1 codes and move 132 -> 133, every other figure and the semeai nodes as main's;
     * held-out seed 2 every figure and semeai node as main's. owl.tst and the owl wide check read
     * no status: their answers and owl nodes are main's by construction.
     */
    public boolean bigLunchGrowthInStatus = true;
    /**
     * Whether an owl pattern's match skips its constraint where a match before it in the same node
     * already proposed the same move at its value or more, as a sacrifice where it is one
     * (OwlPatternDatabase.candidates): the candidate list keeps per move the first of the highest
     * value and the sacrifice of any, so such a match can add nothing, and its constraint's
     * reads (tactical facts, lunches) are spared. On, twenty-second session (2026-11-28): a
     * quarter of owl.tst's 6.0 million matches checked are so dominated. owl.tst, semeai.tst and
     * the owl wide check (seeds 15, 29, 23, 41) answered as main dc21540, owl.tst's 86,378 owl
     * nodes unchanged, its CPU 0.8-1.7% lower in four pairs run together (docs/benchmarks.md,
     * "Owl speed, twenty-second session").
     */
    public boolean skipDominatedPatternChecks = true;

    /**
     * Whether the defence shapes named in {@link #orderShapes} are left out of the defender's
     * candidates where the search tries one move a node (below {@link #branchDepth}, as OwlReader
     * counts widths). Such a shape says which of two working moves to try first (OD400, the head of
     * two stones, value 40, ahead of the escape moves' 35); below the branch depth that order picks
     * the line's only move. Traced on SemeaiAgreement's seed 1 (2026-11-28, h/owldef22a): the head
     * extension was the defender's only move 15 to 18 plies down one-wide chases in which our
     * attacker had missed a kill near the top (owl24 99 H11, incident80 85 T7), and its candidates
     * spent dragon1 187 R3's status budget. Off: on, owl.tst stayed 206 (+195, -115*) and the owl
     * wide checks, which it moves, were not measured; see {@link #orderShapesOnlyWhereBranchingInStatus}
     * and docs/benchmarks.md ("OD400's racing dragons ..., twenty-second session").
     */
    public boolean orderShapesOnlyWhereBranching = false;

    /**
     * {@link #orderShapesOnlyWhereBranching} in a dragon's status reads only (OwlStatus, and
     * through it dragon_status and semeai); owl_attack and owl_defend as asked read as before.
     * Off: measured 2026-11-28 (h/owldef22a) it gave SemeaiAgreement's tuning seed 1 back 225; 133;
     * 135; 169; 141 (main 224; 132; 132; 166; 138: dragon1 R3, incident80 T7, owl24 H11 read as
     * gnugo), but the held-out seed 2 lost one in each status figure (256; 184; 141; 168; 147
     * against 256; 184; 142; 169; 148), so it waits for the lead's decision.
     */
    public boolean orderShapesOnlyWhereBranchingInStatus = false;

    /** The defence patterns {@link #orderShapesOnlyWhereBranching} holds back below the branch depth, by name. */
    public java.util.Set<String> orderShapes = java.util.Set.of("OD400");

    /**
     * Whether owl_attack's search cuts its lines at {@link #attackReadingDepth} plies instead of
     * {@link #readingDepth}: the command's, and the fresh owl_attacks the owl readers ask as checks
     * (owl_defend's last resort, ko defence and root win checks among them, in a status read too,
     * since those are owl_attacks of their own); not a dragon's status read's own owl_attack unless
     * {@link #deeperAttackReadingInStatus}. Below the branch depth both sides try one move, so a
     * line that reaches the reading depth there is often a chase along the edge or a string taken
     * stone by stone that has not ended yet, not an escape: in
     * owl.tst 125 the kill after P15 P17 Q17 O17 O18 P18 N18 O19 N19 is 13 plies long, which a
     * fresh owl_attack of that node reads in 142 nodes, but the search cuts it at ply 20 and
     * counts it for the defender. Off: measured on 2026-11-28 (docs/benchmarks.md, "owl_attack's
     * reading-limited kills, twenty-second session") at depth 24 it gave owl.tst 206 -> 207 (+80
     * +96 +125; -115, -187 a false kill by gnugo's owl_does_attack; 86 passes with another false
     * kill) at 3.0% fewer owl nodes (86,378 -> 83,777), but the owl wide check's codes / same
     * moves 290/213, 294/210, 286/210, 294/216 -> 288/212, 293/209, 287/211, 294/216 (seeds 15,
     * 29, 23, 41): the tuning seed and held-out seed 29 lose. One move wide, the defender too
     * tries one move, and the cut at 20 had been offsetting the kills a longer one-wide line finds
     * where the defender's one move was not its best.
     */
    public boolean deeperAttackReading = false;
    /** The reading depth of owl_attack's search with {@link #deeperAttackReading}. */
    public int attackReadingDepth = 24;
    /** Whether {@link #deeperAttackReading} applies in a dragon's status reads too. */
    public boolean deeperAttackReadingInStatus = false;

    /**
     * Whether owl_defend's own root (not a status's read), where the eyes read two but one of the
     * attacker's vital moves kills with the defender passing ({@link #passCheckedAtDefenceRoot}'s
     * case of a move needed), tries that killing point first among its defences, adding it where no
     * pattern proposes it: the point the attacker needs is the defender's own (owl.tst 69: white's
     * N7, the atari of a two-liberty string from inside the eye space, kills black's 2-2 eyes;
     * gnugo defends at N7, owlbench answered the connection N9, which N7 still kills). The fresh
     * owl_defend that owl_attack's own checks ask reads it too (its root is owl_defend's). On:
     * measured 2026-11-28 (docs/benchmarks.md, h/owldef22b): owl.tst 206 -> 207 (+69, nothing else
     * moved) at 86,378 -> 86,500 owl nodes (+0.14%); the owl wide check's codes and same moves on
     * seeds 15, 29, 23, 41 as main's (290/213, 294/210, 286/210, 294/216).
     */
    public boolean vitalKillAsDefenceAtRoot = true;

    /** A copy with the same limits. */
    public OwlParams copy() {
        OwlParams p = new OwlParams();
        p.readingDepth = readingDepth;
        p.orderShapesOnlyWhereBranching = orderShapesOnlyWhereBranching;
        p.orderShapes = orderShapes;
        p.orderShapesOnlyWhereBranchingInStatus = orderShapesOnlyWhereBranchingInStatus;
        p.deeperAttackReading = deeperAttackReading;
        p.attackReadingDepth = attackReadingDepth;
        p.deeperAttackReadingInStatus = deeperAttackReadingInStatus;
        p.branchDepth = branchDepth;
        p.nodeLimit = nodeLimit;
        p.maxMoves = maxMoves;
        p.vitalPatterns = vitalPatterns;
        p.defenderPointsForAttacker = defenderPointsForAttacker;
        p.preferVitalRootMove = preferVitalRootMove;
        p.strongShapesBeforeVitalAtDefenceRoot = strongShapesBeforeVitalAtDefenceRoot;
        p.invaderCaptureFirstAtDefenceRoot = invaderCaptureFirstAtDefenceRoot;
        p.strongShapeValue = strongShapeValue;
        p.eyeSpacePointForAttacker = eyeSpacePointForAttacker;
        p.checkRootReply = checkRootReply;
        p.noEyeLibertiesForAttacker = noEyeLibertiesForAttacker;
        p.refutationNextAtRoot = refutationNextAtRoot;
        p.secondAttackBelowBranchDepth = secondAttackBelowBranchDepth;
        p.bigSpaceCentresForAttacker = bigSpaceCentresForAttacker;
        p.deadWithoutLegalAttack = deadWithoutLegalAttack;
        p.deadWithoutEyeAtReadingDepth = deadWithoutEyeAtReadingDepth;
        p.freshDefenceAtReadingDepth = freshDefenceAtReadingDepth;
        p.freshDefenceAtReadingDepthNodes = freshDefenceAtReadingDepthNodes;
        p.freshDefenceAtReadingDepthInBudget = freshDefenceAtReadingDepthInBudget;
        p.freshDefenceOnChasesOnly = freshDefenceOnChasesOnly;
        p.chasePlies = chasePlies;
        p.cutLineAnswersCached = cutLineAnswersCached;
        p.freshDefenceMaxLiberties = freshDefenceMaxLiberties;
        p.freshDefenceLongChasePlies = freshDefenceLongChasePlies;
        p.freshDefenceLongChaseNodes = freshDefenceLongChaseNodes;
        p.freshDefenceLongChaseRaceOnly = freshDefenceLongChaseRaceOnly;
        p.freshDefenceLongChaseMinRaces = freshDefenceLongChaseMinRaces;
        p.contactPushesForAttacker = contactPushesForAttacker;
        p.goalCapturesWhenAlive = goalCapturesWhenAlive;
        p.koRetakeWhenAlive = koRetakeWhenAlive;
        p.atariWallCapturesWhenAlive = atariWallCapturesWhenAlive;
        p.unknownSpaceTailsDropped = unknownSpaceTailsDropped;
        p.cacheByWidth = cacheByWidth;
        p.cachePerQuestion = cachePerQuestion;
        p.cacheKeyWithGoal = cacheKeyWithGoal;
        p.freshLunchReads = freshLunchReads;
        p.fourLibertyLunches = fourLibertyLunches;
        p.lunchDefencesOnDemand = lunchDefencesOnDemand;
        p.tacticalReadsRemembered = tacticalReadsRemembered;
        p.mostEyesFirstAtDefenceRoot = mostEyesFirstAtDefenceRoot;
        p.refutationAfterFailedRootDefence = refutationAfterFailedRootDefence;
        p.refutationAfterFailedRootDefenceInStatus = refutationAfterFailedRootDefenceInStatus;
        p.lastResortCheck = lastResortCheck;
        p.lastResortCheckOnDragon = lastResortCheckOnDragon;
        p.refutationPastWidthForAttacker = refutationPastWidthForAttacker;
        p.rootRefutationsForAttacker = rootRefutationsForAttacker;
        p.rootRefutationsForAttackerInStatus = rootRefutationsForAttackerInStatus;
        p.agreedRefutationForAttacker = agreedRefutationForAttacker;
        p.deadWithoutEyeSpace = deadWithoutEyeSpace;
        p.unknownSpaceMarginsForAttacker = unknownSpaceMarginsForAttacker;
        p.unknownSpaceMarginsInStatus = unknownSpaceMarginsInStatus;
        p.bigSpaceCentresAtDefenceRoot = bigSpaceCentresAtDefenceRoot;
        p.unknownSpaceSplitsForAttacker = unknownSpaceSplitsForAttacker;
        p.openPointsMarginal = openPointsMarginal;
        p.edgeOpenMargins = edgeOpenMargins;
        p.edgeMarginsBesideOpponentArea = edgeMarginsBesideOpponentArea;
        p.bannedKoDiagonals = bannedKoDiagonals;
        p.edgeBehindContestedPairs = edgeBehindContestedPairs;
        p.eyeSumBySwings = eyeSumBySwings;
        p.unknownSpacesByLocalGame = unknownSpacesByLocalGame;
        p.unknownSpaceCutsForAttacker = unknownSpaceCutsForAttacker;
        p.unknownSpaceCutsAtNarrowContact = unknownSpaceCutsAtNarrowContact;
        p.neckCutNextAtDefenceRoot = neckCutNextAtDefenceRoot;
        p.neckFreeOfDefenderStones = neckFreeOfDefenderStones;
        p.neckSpaceFloor = neckSpaceFloor;
        p.innerRefutationsForAttacker = innerRefutationsForAttacker;
        p.innerRefutationsForAttackerInStatus = innerRefutationsForAttackerInStatus;
        p.innerLastResortForDefender = innerLastResortForDefender;
        p.innerRefutationsAfterPlainRead = innerRefutationsAfterPlainRead;
        p.noConditionalRetake = noConditionalRetake;

        p.budgetCutDefenceFails = budgetCutDefenceFails;
        p.budgetCutDefenceCheck = budgetCutDefenceCheck;
        p.budgetCutDefenceInStatus = budgetCutDefenceInStatus;
        p.friendlyLinksAtDefenceRoot = friendlyLinksAtDefenceRoot;
        p.friendlyLinksInStatus = friendlyLinksInStatus;
        p.lunchJoinsForAttacker = lunchJoinsForAttacker;

        p.diagonalLinksAtDefenceRoot = diagonalLinksAtDefenceRoot;
        p.linksBeforeRescuesAtDefenceRoot = linksBeforeRescuesAtDefenceRoot;
        p.passCheckedAtDefenceRoot = passCheckedAtDefenceRoot;
        p.freshCheckOfRootWin = freshCheckOfRootWin;
        p.passWhereAttackFailsAtDefenceRoot = passWhereAttackFailsAtDefenceRoot;
        p.sekiPassAtDefenceRoot = sekiPassAtDefenceRoot;
        p.rootWinCheckNodes = rootWinCheckNodes;
        p.passWhereKoBanned = passWhereKoBanned;
        p.passWhereKoBannedInStatus = passWhereKoBannedInStatus;
        p.koDefenceCheckAtRoot = koDefenceCheckAtRoot;
        p.passCheckedAtAttackRoot = passCheckedAtAttackRoot;
        p.freshDefenceAfterAttackBudget = freshDefenceAfterAttackBudget;
        p.freshDefenceAfterAttackBudgetCertain = freshDefenceAfterAttackBudgetCertain;
        p.koDefenceCheckOnDragon = koDefenceCheckOnDragon;
        p.komasterHoldsKo = komasterHoldsKo;
        p.komasterOneKo = komasterOneKo;
        p.oneKoPerSide = oneKoPerSide;
        p.koTieToShape = koTieToShape;
        p.lunchesBeforeRescuesAtDefenceRoot = lunchesBeforeRescuesAtDefenceRoot;
        p.counterAtariBeforeRescueAtDefenceRoot = counterAtariBeforeRescueAtDefenceRoot;
        p.lunchGrowthForAttacker = lunchGrowthForAttacker;
        p.lunchGrowthInStatus = lunchGrowthInStatus;
        p.bigLunchGrowthInStatus = bigLunchGrowthInStatus;
        p.plainStatusAfterGrowthBudget = plainStatusAfterGrowthBudget;
        p.vitalKillAsDefenceAtRoot = vitalKillAsDefenceAtRoot;
        p.cuttableJumpsOutOfGoal = cuttableJumpsOutOfGoal;
        p.firstLineJumpsInGoal = firstLineJumpsInGoal;
        p.crosscutDiagonalsOutOfGoal = crosscutDiagonalsOutOfGoal;
        p.givenJumpsOutOfGoal = givenJumpsOutOfGoal;
        p.skipDominatedPatternChecks = skipDominatedPatternChecks;
        return p;
    }
}
