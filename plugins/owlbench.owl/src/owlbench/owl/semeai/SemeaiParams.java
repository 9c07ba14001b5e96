package owlbench.owl.semeai;

/**
 * Limits of one semeai analysis, so that every search ends: the node budget (moves tried, passes
 * included) for each of its two searches, the depth in moves past which the static race count
 * decides, the number of candidate moves per node, and the depth below which boundary strings are
 * read tactically.
 */
public final class SemeaiParams {
    /** Moves tried per search (the defence search and the attack search each get this many). */
    public int nodeLimit = 2000;
    /** Moves deep past the starting position after which the count decides. */
    public int maxDepth = 24;
    /** Candidate moves tried at a node. */
    public int maxMoves = 8;
    /** Depth up to which boundary strings of two liberties are read with the tactical reader. */
    public int boundaryReadingDepth = 6;
    /** A count this many moves ahead for one side ends the line before maxDepth (no string in atari). */
    public int decisiveMargin = 2;
    /**
     * Whether a shared liberty our stone fills without leaving the strings it joins fewer
     * liberties is a candidate ({@link RaceMoves}). Off: measured, it lost a held-out answer of
     * the wide check (docs/benchmarks.md, h/semeai10).
     */
    public boolean extendShared = false;
    /** Owl's attack point on B and defence point of A, where owl was asked before the race, tried at the root. */
    public boolean owlMovesAtRoot = true;
    /**
     * Whether A's survival code is raised to its kill code when the kill is the better
     * (SemeaiReader.analyze: a kill is a way to survive; the two searches end lines differently).
     */
    public boolean survivalAtLeastKill = true;
    /**
     * Whether analyze_semeai races, of each dragon, only the part that holds the stone it was asked
     * about, where the dragon's strings are joined across enemy stones ({@link RaceComponent}).
     * Off: measured, it changed one held-out move of the wide check away from gnugo's and raised
     * no test of semeai.tst (docs/benchmarks.md, h/semeai12).
     */
    public boolean namedPart = false;
    /**
     * Whether, where owl's statuses of the whole dragons answered analyze_semeai with B alive
     * ({@link OwlVerdict}: A cannot kill B) and a dragon is joined across the other, the parts that
     * hold the named stones race instead (as namedPart, but only there): the life of a dragon
     * joined across the other is its far side's, which the part next to A need not share.
     * On (with eyedRacerInSpace and eyeSizeByArea): semeai.tst 85 -> 87 (147, 99), SemeaiAgreement
     * seed 1 every answer as off, held-out seed 2 codes, moves and statuses as off; namedPart,
     * which splits every such pair, lost a held-out move (docs/benchmarks.md, h/sem0p18).
     */
    public boolean partAfterVerdict = true;
    /**
     * Whether a count that decides a line below the root waits while the winner could fill a
     * shared liberty only by a self-atari that captures nothing (SemeaiReader: an approach move
     * first, or seki), so that the line is read on. On: semeai.tst 77 -> 81, SemeaiAgreement seed 1
     * and held-out seed 2 every answer as off (docs/benchmarks.md, h/semeai13).
     */
    public boolean unfillableShared = true;
    /**
     * Whether unfillableShared spares a shared liberty whose self-atari fill the winner can undo by
     * one approach move first (the fill's last liberty an outside point of the winner's, no eye,
     * no liberty of the loser): such a liberty is filled a move later, not never, and the count
     * decides with that move costed. On: semeai.tst 81 -> 82 (43), SemeaiAgreement seed 1 and
     * held-out seed 2 every answer and node as off (docs/benchmarks.md, h/semeai16a).
     */
    public boolean approachShared = true;
    /**
     * Whether the victim's conditional ko retakes (a ko retaken as if a threat were answered) are
     * read only where the retaking stone touches the killer's dragon. A ko away from it (in the
     * races met, on a stone next to one of the victim's liberties, which the killer fills by the
     * capture) only gives that liberty back: the victim cannot connect there without filling it,
     * and the killer fills it again, so the race is the killer's (GNU Go's answers take such a
     * liberty as filled). The killer's retakes are all read: limiting them too lost an answer.
     */
    public boolean koAwayFromRace = true;
    /**
     * Whether the killer may pass where its immediate retake of a ko next to the victim's dragon
     * is banned (the victim has just taken it): the pass lifts the ban, and the victim must then
     * resolve the ko or answer the killer's unconditional retake by a conditional one of its own,
     * a ko the killer wins by taking first (KO_A), where the killer's own conditional retake is
     * only KO_B (GNU Go's semeai.tst 144: "White has no local move but can pass for a good ko").
     * On: semeai.tst 83 -> 85 (109, 144), SemeaiAgreement seed 1 and held-out seed 2 every count
     * as off, held-out nodes +1.2% (docs/benchmarks.md, h/semeye17).
     */
    public boolean killerPassInKo = true;

    /**
     * Whether the race's outside and shared liberties are counted on the strings of each dragon
     * in contact with the other (and the anchor's) only, not on a spread dragon's far strings,
     * which the race need not take (RaceCounter; eyes still the whole dragon's). Off: measured,
     * semeai.tst 82 -> 83 (50), but SemeaiAgreement lost on seed 1 (a move, a revised status) and
     * on held-out seed 2 (a code, a revised status) (docs/benchmarks.md, h/semeai16c).
     */
    public boolean contactLiberties = false;
    /**
     * With contactLiberties: a string of the dragon sharing at least this many liberties with a
     * counted string (one move cannot cut them apart) is counted too, transitively; 0 for none.
     * 2 measured with contactLiberties: seed 1 lost two codes (docs/benchmarks.md, h/semeai16c).
     */
    public int contactLinkLiberties = 0;
    /**
     * Whether the race is counted on the strings in contact (as contactLiberties) and on the far
     * strings the opponent cannot cut from them, read once at the start with the connection reader
     * ({@link FarStrings}): a far string that can be cut adds no liberty, one that cannot is part
     * of the race. Off: measured, every answer of semeai.tst, SemeaiAgreement seeds 1 and 2 and
     * owl.tst as off (the connection reader finds nearly every far string of a spread dragon
     * uncut), so it gains nothing for its reads (docs/benchmarks.md, h/semfar17).
     */
    public boolean uncutFarStrings = false;
    /**
     * Whether the race's extension (a move that leaves our strings more liberties than the weakest
     * has) counts the liberties it reaches up to one above the weakest string's, not stopped at 4
     * ({@link RaceMoves}): stopped at 4, a string of four or more liberties is never extended
     * (semeai.tst 28's S9, five to six). Off: measured, SemeaiAgreement seed 1 gained two codes
     * and a move, but semeai.tst 26 lost its codes to the node budget and passes stayed 83
     * (docs/benchmarks.md, h/semext17).
     */
    public boolean extendPastFour = false;

    /**
     * Whether the kill search's root, where the count already gives the race to the killer (moving
     * first, by decisiveMargin or more), tries the moves against the victim before the killer's own
     * eye-space vital points, and takes the victim's outside liberties in the order of the
     * liberties a victim stone there would have (its extension point first). Any candidate then
     * wins by the count, so the first tried is the race's move: the killer's own vital point
     * (semeai.tst 27's N7, 31's L2) was, where GNU Go fills the liberty the victim would extend
     * from (27's S9, 31's C1). Only the root: below it the order decides which lines the budget
     * reads (the same order at every node lost 26's kill to the budget).
     */
    public boolean decidedRootMove = true;

    /**
     * Whether an optics eye space of one race dragon that holds the whole other dragon gives no
     * eye while that dragon has an eye of its own ({@link RaceCounter}): a dead group inside an eye
     * (semeai.tst 117's lone stone) has none, but a dragon with an eye there is racing, and the
     * space becomes an eye only once it is captured (semeai.tst 147: black's space around white's
     * A12 group, which has its eye A11, had made the eyes equal and lost white's kill). On: see
     * partAfterVerdict; alone it moves no answer of semeai.tst's passes or of SemeaiAgreement seeds
     * 1 and 2 (docs/benchmarks.md, h/sem0p18).
     */
    public boolean eyedRacerInSpace = true;

    /**
     * Whether the race count gives the shared liberties to the dragon whose eye is the bigger by
     * its area (the liberties an eye of that many points gives, enemy stones inside counted as
     * points), not by the liberties left in it ({@link RaceCount}): an enemy stone inside an eye
     * takes one of its liberties, and the race still counts that liberty less, but the eye is no
     * smaller a shape for the claim on the shared liberties (semeai.tst 99, on the part that
     * partAfterVerdict races). On: see partAfterVerdict; SemeaiAgreement seed 1 never meets it
     * (every node as off), held-out seed 2 level with the three on (docs/benchmarks.md, h/sem0p18).
     */
    public boolean eyeSizeByArea = true;

    /**
     * Whether a winner by count that is shut in and has no eye of its own has its capture of the
     * other dragon read out however many liberties the other has, not only within
     * SemeaiReader.CAPTURE_IN_REACH: it lives only by the area the capture leaves, which
     * {@link CaptureLife} values where the capture ends the line (semeai.tst 41 and 42: black's
     * seven outside liberties out-count white's corner group, whose capture leaves a dead bulky
     * five). On (with captureStoneInSpace): semeai.tst 86 -> 88 (+41 +42), SemeaiAgreement seed 1
     * one code gained (225), nodes +4.3%, held-out seed 2 every answer as off, nodes -0.1%
     * (docs/benchmarks.md, h/sem19b).
     */
    public boolean eyelessCaptureRead = true;

    /**
     * Whether, after a capture, an eye space of the capturer that holds a lone string of its own
     * (the capturing stone, every liberty in the space) is valued as the area with that string's
     * points empty, by the eye-shape database ({@link CaptureLife}): optics takes the stone for
     * wall and values the space around it (41's squiggly four beside black's A1: two eyes, where
     * the bulky five A1-B2 gives one). On: see eyelessCaptureRead; each of the two alone passes
     * neither 41 nor 42 (docs/benchmarks.md, h/sem19b).
     */
    public boolean captureStoneInSpace = true;

    /**
     * Whether, where owl's statuses answer the semeai with B alive and A critical ({@link OwlVerdict}),
     * A's defence move is asked of owl as an attack on B too (owl_does_attack, B's owner answering):
     * where it kills outright, A survives and kills by it. The move that saves A in a race often
     * takes B's last room, which owl's attack on B, proposing moves from B's own shape, need not
     * try (semeai.tst 102: white's D6). On: semeai.tst 90 -> 91 (102), SemeaiAgreement seeds 1 and
     * held-out 2 every answer and semeai node as off (docs/benchmarks.md, h/sem19a).
     */
    public boolean defenceKillsAlive = true;

    /**
     * With unfillableShared: whether the loser's outside liberties the winner cannot fill at once
     * cost the winner's lead an approach move each where the count would decide a line (SemeaiReader):
     * a point where the winner's stone is suicide (an eye of the loser's the count takes for an
     * outside liberty) or a self-atari that one approach move undoes. The count had given the race
     * by two to a winner that needed more (semeai.tst 118: after white's G1 and black's J3, black's
     * J4 is suicide for white). On: semeai.tst 91 -> 94 (35, 118, 133), SemeaiAgreement seed 1 224
     * codes as off (two gained, two lost), held-out seed 2 256 as off (one answer moved, still
     * unlike gnugo's); semeai nodes +15% and +59% (one race more at the node budget)
     * (docs/benchmarks.md, h/sem19a).
     */
    public boolean unfillableOutside = true;

    /**
     * Whether dragon_status's semeai revision races a dragon against its neighbour dragons of the
     * other colour in doc/dragon.texi's sense ({@code dragon2.adjacent}: spheres of influence that
     * meet, as dragon_data's neighbors), not only against dragons whose stones touch its own. A
     * corner group whose liberties all face the enemy across empty points (semeai9.sgf's A3, the
     * race of semeai.tst 41 and 42) touches no enemy stone, so no race revised owl's "dead" (gnugo:
     * alive). Off: measured, semeai.tst 92 and SemeaiAgreement seed 1 every answer as off, but
     * held-out seed 2 lost a revised status (incident107.sgf 187 F19: owl critical, revised dead,
     * gnugo critical), 167 -> 166 (docs/benchmarks.md, h/semstat19).
     */
    public boolean racesOfNeighbourDragons = false;

    /**
     * Whether a far string of a race dragon (touching no stone of the other dragon) that is linked
     * to the strings in contact only by shared liberties the opponent can fill costs the dragon
     * the fewer of 2 and its own liberties in the count ({@link RaceCounter}): the opponent fills
     * a cutting point, and the dragon either fills the last one itself (a liberty and a move lost)
     * or loses the far string's liberties. The count had taken the union of the strings'
     * liberties, as if they were one string (semeai.tst 50: black's H6-H5 joined to its L7 string
     * by J6 and J5 only; white's J6 forces J5, and the race is white's). A far string sharing more
     * than two liberties with them, or one with another far string, costs nothing. Off: measured,
     * semeai.tst 96 -> 97 (+50, nothing lost) and held-out SemeaiAgreement seed 2 every answer and
     * node as off, but seed 1 lost two codes, both in races read to the node budget either way
     * (splee.sgf 128 N17 J14, xxlin.sgf 84 E9 D10) (docs/benchmarks.md, h/sem20b).
     */
    public boolean cuttableFarStrings = false;

    /**
     * Whether cuttableFarStrings' link costs count only where the count cuts a line short below
     * the root ("decided by count"), not where a line ends on the count at the node budget or the
     * depth limit, nor for the root's decided move ({@link SemeaiReader}): the cost keeps a count
     * from settling a race the opponent's fill of a cutting point turns (semeai.tst 50), and
     * leaves the budget's leaves as the union of the liberties counts them. Off: measured with
     * cuttableFarStrings, semeai.tst 97 (+50, as the full rule) and held-out SemeaiAgreement seed 2
     * as main, but seed 1 225 -> 222 (splee.sgf 128 N17 J14, xxlin.sgf 84 E9 D10 and D10 E9: the two
     * races move by the cost at the cutoff, not at the budget) (docs/benchmarks.md, h/sem20c).
     */
    public boolean linkCostsAtCutoffOnly = false;

    /**
     * Whether cuttableFarStrings' link costs count for the victim of the search alone (the dragon
     * whose capture is read), the killer's far strings counted as joined: the cost is the
     * killer's threat to fill a cutting point, which the victim's reading answers; the killer's
     * own cutting points are the victim's moves, which the victim's candidates need not hold.
     * Off: measured with cuttableFarStrings, semeai.tst 97 (+50, nothing else moved) and held-out
     * SemeaiAgreement seed 2 as main, but seed 1 225 -> 224 (splee.sgf 128 N17 J14 still lost;
     * xxlin.sgf 84's two codes kept) (docs/benchmarks.md, h/sem20c).
     */
    public boolean linkCostsOfVictimOnly = false;

    /**
     * Whether dragon_status's revision leaves out a race against a neighbour that lives by capturing
     * another of its racing neighbours whoever moves first ({@link SemeaiRevision.Race#otherCapturesElsewhere}):
     * that neighbour is alive, and a race against a living dragon is no race (doc/owl.texi: a semeai
     * is between two dragons that are both dead or critical), so owl's status stands. Off, the race,
     * read with the captured neighbour still on the board, could make the dragon alive (semeai.tst
     * 83: semeai15.sgf's J9, owl-dead, "wins" against J7, which lives by taking H7; GNU Go: dead).
     * On: with OwlParams.deadWithoutEyeSpace semeai.tst 96 -> 97 (+83, nothing else moved) and
     * SemeaiAgreement seeds 1 and 2 as off (docs/benchmarks.md, h/sem21).
     */
    public boolean noRaceWithCapturer = true;

    /**
     * Whether, where owl's statuses answer the semeai with A alive and B critical ({@link OwlVerdict}),
     * owl's kill of B is checked by the race: A's kill move is played and the race read with B to
     * move ({@link SemeaiReader}, no owl). Where B then survives (a ko included), owl's kill is no
     * kill in the race (A's life is its race against B, doc/owl.texi: a semeai is between two
     * dragons that are both dead or critical), and the kill is the first of B's race answer and
     * B's liberties (at most 8) after which B does not survive the race and that owl_does_attack
     * reads a clean kill; where none is, owl's move stands. semeai.tst 33 (nicklas14.sgf 55, D9
     * B8): owl finds black D9 alive and kills B8 by B9, but after B9 white's B8 survives the race;
     * B7 (GNU Go 3.8's) passes both. Off: measured 2026-11-28, semeai.tst 97 -> 98 (+33, nothing
     * else moved; semeai nodes about +80%), but SemeaiAgreement lost a move on both seeds (codes
     * and move: tuning seed 1 132 -> 131, semeai nodes +195%; held-out seed 2 184 -> 183, +115%);
     * owl.tst and the owl wide check read no semeai (docs/benchmarks.md, h/sem22).
     */
    public boolean verdictKillRaced = false;

    /**
     * Whether the race counts a clear eye (an eye of optics' that the race cannot fill,
     * RaceOptics.minEyesClear) only from an eye space that shares no point with an eye space of
     * the other dragon's colour touching the other dragon (RaceOptics.uncontested): a point both
     * colours count as eye space is open to the other side, whose own space reaches its dragon,
     * so the space is not closed off from the race. semeai.tst 33 (nicklas14.sgf 55, D9 B8, once
     * owl's status read finds D9 critical, OwlParams.lunchGrowthInStatus): white B8's corner A9
     * B9 A8 A7 B7 (0112) shares B7 with black D9's space B7-C5; credited as an eye it sent black's
     * kill search below A8 ("1 3 A8"), without it B7 wins by the count at once ("1 1 B7", GNU Go
     * 3.8's). On: measured 2026-11-28 (docs/benchmarks.md, h/sem23): alone semeai.tst moves only
     * 127 (failing either way, "1 2 R13" -> "1 3 S19") and SemeaiAgreement tuning seed 1 not at all
     * (every figure and semeai node as off); held-out seed 2 with lunchGrowthInStatus on too: every
     * figure and semeai node as main's. With lunchGrowthInStatus, semeai.tst +33; the same with
     * OwlParams.bigLunchGrowthInStatus (on, 2026-11-28).
     */
    public boolean contestedEyesNotClear = true;

    /**
     * Whether the race count finds no eye in a region of a dragon's where both sides have played
     * during the race: an enemy string played in the race with two liberties or more stands in
     * it, and a string of the dragon's colour played in the race that is not part of the dragon
     * and has at most two liberties walls it (RaceCounter.innerRaceNoEye). The enemy stones there
     * are no dead stones in an eye but one side of a capturing race of their own against that
     * short wall string, which the eye count would give to the dragon unread. semeai.tst 34
     * (bretz.sgf 130, N18 Q18, "1 1 S18"): after black S18, white T18, black S19, white P19 the
     * corner Q19 R19 S19 S18 T19 was counted as white's eye worth six liberties (black S18-S19
     * inside with two liberties, white T18 and P19 outside white's dragon with two each), so
     * black's kill by S18 was refuted ("1 0 S18"); GNU Go 3.8 answers "0 0" for white after S18
     * T18 S19. On: measured 2026-11-28 (docs/benchmarks.md, h/sem25b): semeai.tst +34 with no other
     * answer moved (98 -> 99); SemeaiAgreement tuning seed 1 every figure, semeai node and listed
     * disagreement as off (224; 133; 132; 166; 138; 33,828 nodes), held-out seed 2 every figure as
     * off (256; 184; 142; 169; 148), semeai nodes 10,768 -> 10,771. Broader forms lost rows: every enemy string played in the race with
     * two liberties (no wall needed) +34 -55 -57 -60 -133; every short wall outside the dragon
     * +34 -51 -118 -124; a short wall played in the race without the enemy string inside +34 -51
     * -118.
     */
    public boolean innerRaceNoEye = true;

    /**
     * Whether each of the race's two searches counts the outside and shared liberties of its victim
     * (the dragon whose capture is read) on the victim's strings in contact with the killer (and
     * its anchor's string), as contactLiberties does, and the killer's on all its strings, as the
     * count did before ({@link RaceCounter}): a far string of a spread victim adds no liberty the
     * killer must fill to take the strings that race (semeai.tst 50: white's H6-H5 far from black's
     * O7 group). The candidate moves are still drawn from the count of the whole dragons (the far
     * strings' liberties, cuts and extensions are moves of the race; drawn from the contact count,
     * splee.sgf 128 K5 L9's cut M9 was not reached within the node budget). The killer's far strings
     * stay counted: counted on contact too (contactLiberties), a spread killer lost the race's move
     * where its whole count had decided the race at the root (semeai.tst 27 S9 -> N7, 31 C1 -> L2,
     * h/sem25a). Ignored where contactLiberties or uncutFarStrings is on.
     * On: measured 2026-11-28 (docs/benchmarks.md, h/semrace26): semeai.tst 99 -> 100 (+50; 28 and
     * 30 now gnugo's codes with another move); SemeaiAgreement tuning seed 1 codes 224 -> 225, codes
     * and move 133 -> 132 (splee.sgf 128 K5 L9: M9 -> J18), statuses as off, semeai nodes 33,828 ->
     * 41,515 (+23%); held-out seed 2 codes 256 -> 258, every other figure as off, semeai nodes
     * 10,771 -> 20,725 (+92%); owl.tst every answer as off (owl never reads a race).
     */
    public boolean contactLibertiesOfVictim = true;

    /**
     * Whether, with eyeSizeByArea, only the victim's eyes are compared by their area for the shared
     * liberties and the killer's by the liberties left in them (RaceCount's eyeSizes). An enemy
     * stone inside an eye is either a throw-in the eye's owner answers with one of its own (the
     * eye keeps its size: semeai.tst 99's T11) or a stone that stays on the eye's vital point and
     * leaves it no bigger than its liberties (semeai.tst 48's G11, in the middle of white's straight
     * three, which made white's eye "bigger" than black's two-point eye and gave white the shared
     * liberties of what gnugo reads as seki). The count cannot tell the two apart, so it takes the
     * size that favours the victim: a kill the count claims must hold either way.
     * Measured 2026-11-28 (h/semrace27): semeai.tst 100 -> 101 (+48 "0 0 PASS" -> "1 0 D8", nothing
     * lost; a form that took a stone of two liberties or more off the area of either side's eye
     * moved 133 to failing); SemeaiAgreement tuning seed 1 and held-out seed 2 every figure and
     * every semeai node as off (225; 132; 132; 166; 138, 41,515 nodes; 258; 184; 142; 169; 148,
     * 20,725 nodes); owl never reads a race count (docs/benchmarks.md).
     */
    public boolean killerEyeByLiberties = true;

    /**
     * Whether a race that spent its node budget is answered by owl's verdict ({@link OwlVerdict})
     * where exactly one of the two dragons has open ground ({@link OpenGround}: its liberties reach
     * more than 24 empty points) and the other is shut in: owl is then asked also of the open
     * dragon, though its eye spaces offer fewer than two eyes apart from the other (which keeps it
     * from the verdict before the race). Such a dragon lives by running or by an area its eye
     * spaces do not show (filllib2.sgf 131's 28-stone Q15 around black's P6 and M3, its eye
     * spaces holding black's stones); its race against the shut-in dragon, counted on strings in
     * contact, spends the budget and answers kills and deaths both engines' owls refute. Two open
     * dragons (a running fight) or two shut in (a plain race) keep the race's answer, as does a
     * race read within its budget.
     * Measured 2026-11-28 (h/semreal28): SemeaiAgreement tuning seed 1 codes 225 -> 228 (filllib2
     * 131 Q15 P6 "3 3 Q5" -> "1 1 Q2", P6 Q15 "1 1 P15" -> "0 0 PASS", M3 Q15 "1 1 R13" -> "0 0
     * PASS", gnugo "1 1 N2", "0 0", "0 0"), codes and move 132 -> 134, statuses and semeai nodes
     * as off; held-out seed 2 every figure as off (258; 184; 142; 169; 148, 20,725 nodes);
     * semeai.tst 101 with every answer as off. A first form (owl asked before the race for any
     * dragon reaching 12 empty points) lost semeai.tst 109, 124 and 31 to owl's statuses.
     * Owl's own questions never reach the semeai reader (docs/benchmarks.md).
     */
    public boolean verdictOnOpenGround = true;

    /** A copy (the analysis keeps its own). */
    public SemeaiParams copy() {
        SemeaiParams p = new SemeaiParams();
        p.nodeLimit = nodeLimit;
        p.maxDepth = maxDepth;
        p.maxMoves = maxMoves;
        p.boundaryReadingDepth = boundaryReadingDepth;
        p.decisiveMargin = decisiveMargin;
        p.extendShared = extendShared;
        p.owlMovesAtRoot = owlMovesAtRoot;
        p.survivalAtLeastKill = survivalAtLeastKill;
        p.namedPart = namedPart;
        p.partAfterVerdict = partAfterVerdict;
        p.unfillableShared = unfillableShared;
        p.approachShared = approachShared;
        p.koAwayFromRace = koAwayFromRace;
        p.killerPassInKo = killerPassInKo;
        p.contactLiberties = contactLiberties;
        p.contactLinkLiberties = contactLinkLiberties;
        p.uncutFarStrings = uncutFarStrings;
        p.extendPastFour = extendPastFour;
        p.decidedRootMove = decidedRootMove;
        p.eyedRacerInSpace = eyedRacerInSpace;
        p.eyeSizeByArea = eyeSizeByArea;
        p.eyelessCaptureRead = eyelessCaptureRead;
        p.captureStoneInSpace = captureStoneInSpace;
        p.defenceKillsAlive = defenceKillsAlive;
        p.unfillableOutside = unfillableOutside;
        p.racesOfNeighbourDragons = racesOfNeighbourDragons;
        p.cuttableFarStrings = cuttableFarStrings;
        p.linkCostsAtCutoffOnly = linkCostsAtCutoffOnly;
        p.linkCostsOfVictimOnly = linkCostsOfVictimOnly;
        p.noRaceWithCapturer = noRaceWithCapturer;
        p.verdictKillRaced = verdictKillRaced;
        p.contestedEyesNotClear = contestedEyesNotClear;
        p.innerRaceNoEye = innerRaceNoEye;
        p.contactLibertiesOfVictim = contactLibertiesOfVictim;
        p.killerEyeByLiberties = killerEyeByLiberties;
        p.verdictOnOpenGround = verdictOnOpenGround;
        return p;
    }
}
