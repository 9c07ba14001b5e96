package owlbench.owl.semeai;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Counts a race ({@link RaceCount}) on the current position of a board: the two dragons' present
 * strings, their liberties, and their eyes, found as small regions (at most {@link #MAX_EYE}
 * points) of empty points and enemy stones enclosed by the dragon's colour, holding no stone of
 * the other race dragon and not a false eye (a one-point eye with two enemy diagonals, one on
 * the edge, or the last liberty of one of the dragon's strings next to it). Keeps scratch arrays,
 * so one counter serves one search on one thread.
 */
final class RaceCounter {
    /** Eye regions larger than this are open ground, not an eye. */
    static final int MAX_EYE = 8;
    /** An eye of this many empty points is taken to live on its own. */
    static final int BIG_EYE = 7;

    private final Board board;
    private final RaceDragon[] dragons;
    private final int[] mark;
    private final int[] libMark;
    private final int[] eyeMark;
    private final int[] seen;
    private final int[] visit;
    private final int[] libBuf;
    private int stamp;
    private final int[] strings;
    private final int[] libs;
    private final int[] queue;
    private final int[] delta;
    /** Scratch: the other dragon's original stones still on the board, for {@link #stillApart}. */
    private final int[] presentStones;

    /** Per dragon: optics gave it two eyes at the start, so it lives. */
    private final boolean[] twoEyesByOptics;

    /**
     * Per dragon: optics gave it an eye at the start (an eye space too large for this counter's eyes,
     * say), from an eye space that neither holds nor touches the other dragon's stones (unless it
     * holds all of them): one next to the other dragon holds its liberties, which the race fills.
     */
    private final boolean[] eyeByOptics;
    /** Per dragon: the points of the eye spaces that gave eyeByOptics. */
    private final int[][] opticsEyePoints;
    /**
     * The board's colours when the race began (SemeaiParams.innerRaceNoEye), telling the stones
     * played in the race from those of the start; null while the switch is off.
     */
    private int[] startColors;
    /** In eyes(): the mark stamp of the dragon whose eyes are being found (its own strings). */
    private int ownStamp;
    /** Scratch of count(): per index, the liberties its eyes give by their area, enemy stones inside included. */
    private int[] eyeAreas = new int[2];
    /** Whether eyes are compared by area for the shared liberties (SemeaiParams.eyeSizeByArea). */
    private boolean eyeSizeByArea;
    /** Whether the killer's eyes are compared by their liberties all the same (SemeaiParams.killerEyeByLiberties). */
    private boolean killerEyeByLiberties;
    /** Whether an optics eye around the whole other dragon counts only while that dragon has no eye (eyedRacerInside). */
    private boolean eyedRacerInSpace;
    /** Whether far strings linked by cutting points cost their dragon liberties (SemeaiParams.cuttableFarStrings). */
    private boolean cuttableFarStrings;
    /** Scratch of linkCost: liberties of one far string (stamp), and of two or more (farTwice). */
    private final int[] farMark;
    private final int[] farTwice;
    private final int[] adjacent;

    /**
     * Whether the outside and shared liberties are counted only on the strings in contact
     * ({@link #contactLiberties}); eyes and the strings' minimum liberties stay the whole dragon's.
     */
    private final boolean contactOnly;
    /** With contactOnly: a string sharing this many liberties with a counted one counts too (0: none). */
    private final int linkLibs;
    /**
     * With contactOnly: per dragon (the constructor's order), per original stone, whether its string
     * counts though not in contact ({@link FarStrings}: a far string the opponent cannot cut); null: none.
     */
    private final boolean[][] held;

    RaceCounter(Board board, RaceDragon first, RaceDragon second, RaceOptics optics) {
        this(board, first, second, optics, false, 0);
    }

    RaceCounter(Board board, RaceDragon first, RaceDragon second, RaceOptics optics, boolean contactOnly, int linkLibs) {
        this(board, first, second, optics, contactOnly, linkLibs, null);
    }

    /**
     * A counter on the strings in contact (contactOnly) that also counts the strings of the stones
     * held marks, per dragon and original stone; held null: none.
     */
    RaceCounter(Board board, RaceDragon first, RaceDragon second, RaceOptics optics, boolean contactOnly, int linkLibs,
            boolean[][] held) {
        this.board = board;
        this.held = held;
        this.contactOnly = contactOnly;
        this.linkLibs = linkLibs;
        // optics' eye values alone do not make a dragon live here: without owl they are too
        // generous to dead dragons (the wide check answered "cannot kill" where gnugo kills)
        this.twoEyesByOptics = new boolean[] {false, false};
        this.eyeByOptics = new boolean[] {optics.minEyesClear(0) >= 1, optics.minEyesClear(1) >= 1};
        this.opticsEyePoints = new int[][] {optics.clearEyePoints(0), optics.clearEyePoints(1)};
        this.dragons = new RaceDragon[] {first, second};
        this.presentStones = new int[Math.max(first.stones.length, second.stones.length)];
        int n = board.boardArraySize();
        mark = new int[n];
        libMark = new int[n];
        eyeMark = new int[n];
        seen = new int[n];
        visit = new int[n];
        libBuf = new int[n];
        strings = new int[n];
        libs = new int[n];
        queue = new int[n];
        farMark = new int[n];
        farTwice = new int[n];
        adjacent = new int[n];
        delta = board.neighborOffsets();
    }

    /**
     * Sets SemeaiParams.eyeSizeByArea for this counter: which eye is the bigger for the shared
     * liberties is asked of the eyes' areas (the liberties an eye of that many points gives, enemy
     * stones inside counted as points), not of the liberties left in them; returns this counter.
     */
    RaceCounter eyeSizeByArea(boolean on) {
        eyeSizeByArea = on;
        return this;
    }

    /**
     * Sets SemeaiParams.killerEyeByLiberties for this counter: with eyeSizeByArea, the killer's eyes
     * (the other side of a margin's victim) are still compared by the liberties left in them, only
     * the victim's by their area; returns this counter.
     */
    RaceCounter killerEyeByLiberties(boolean on) {
        killerEyeByLiberties = on;
        return this;
    }

    /** Sets SemeaiParams.cuttableFarStrings for this counter ({@link #linkCost}); returns this counter. */
    RaceCounter cuttableFarStrings(boolean on) {
        cuttableFarStrings = on;
        return this;
    }

    /**
     * Sets SemeaiParams.innerRaceNoEye for this counter ({@link #innerRace}), taking the board as
     * it is now as the race's start; returns this counter.
     */
    RaceCounter innerRaceNoEye(boolean on) {
        if (on) {
            startColors = new int[board.boardArraySize()];
            for (int q = 0; q < startColors.length; q++) startColors[q] = board.color(q);
        } else {
            startColors = null;
        }
        return this;
    }

    /**
     * Whether the stone at p was played in the race (the point was empty at the start) and its
     * string has minLibs to maxLibs liberties.
     */
    private boolean playedInRace(int p, int minLibs, int maxLibs) {
        if (startColors[p] != StoneColor.EMPTY) return false;
        int n = board.countlib(board.origin(p));
        return n >= minLibs && n <= maxLibs;
    }

    /** For {@link #contactOf}: both dragons' liberties are counted on their strings in contact. */
    static final int BOTH = -1;
    /** With contactOnly: the dragon (the constructor's order) counted on its strings in contact, or BOTH. */
    private int contactDragon = BOTH;

    /**
     * With contactOnly: counts only dragon d's (0 or 1 of the constructor's order) liberties on its
     * strings in contact, the other's on all its strings (SemeaiParams.contactLibertiesOfVictim,
     * d the search's victim), or both dragons' on contact with {@link #BOTH}; returns this counter.
     */
    RaceCounter contactOf(int d) {
        contactDragon = d;
        return this;
    }

    /** Sets SemeaiParams.eyedRacerInSpace for this counter ({@link #eyedRacerInside}); returns this counter. */
    RaceCounter eyedRacerInSpace(boolean on) {
        eyedRacerInSpace = on;
        return this;
    }

    /** The count with dragon victim (0 or 1 of the constructor's order) at index 0. */
    RaceCount count(int victim) {
        RaceDragon v = dragons[victim], k = dragons[1 - victim];
        int stampV = ++stamp;
        int nv = v.linkedStrings(board, mark, stampV, strings);
        int[] originsV = cuttableFarStrings ? Arrays.copyOf(strings, nv) : null;
        int[] libsV = liberties(strings, nv);
        int minV = minLibs(strings, nv);
        int stampK = ++stamp;
        int nk = k.linkedStrings(board, mark, stampK, strings);
        int[] originsK = cuttableFarStrings ? Arrays.copyOf(strings, nk) : null;
        int[] libsK = liberties(strings, nk);
        int minK = minLibs(strings, nk);
        // eyes: libMark holds which dragon a liberty belongs to (bit 1 victim, bit 2 killer)
        int libStamp = ++stamp;
        for (int p : libsV) libMark[p] = libStamp * 4 + 1;
        for (int p : libsK) libMark[p] = libMark[p] / 4 == libStamp ? libStamp * 4 + 3 : libStamp * 4 + 2;
        int[] eyesOut = new int[2], eyeLibs = new int[2];
        eyeAreas = new int[2];
        boolean[] big = {twoEyesByOptics[victim], twoEyesByOptics[1 - victim]};
        int[][] eyePoints = new int[2][];
        int eyeStamp = ++stamp;
        ownStamp = stampV;
        eyePoints[0] = eyes(v, stampK, libsV, eyeStamp, eyesOut, eyeLibs, big, 0);
        int eyeStampK = ++stamp;
        ownStamp = stampK;
        eyePoints[1] = eyes(k, stampV, libsK, eyeStampK, eyesOut, eyeLibs, big, 1);
        // an eye optics sees and this counter does not still decides who gets the shared liberties
        boolean[] eyedInside = {eyedRacerInside(0, eyesOut, victim, k), eyedRacerInside(1, eyesOut, 1 - victim, v)};
        for (int i = 0; i < 2; i++) {
            int d = i == 0 ? victim : 1 - victim;
            if (eyedInside[i]) continue;
            if (eyesOut[i] == 0 && eyeByOptics[d] && stillApart(opticsEyePoints[d], i == 0 ? stampK : stampV, i == 0 ? k : v)) {
                eyesOut[i] = 1;
                eyeLibs[i] = 1;
            }
        }
        int[] outV = new int[libsV.length], outK = new int[libsK.length], shared = new int[libsV.length];
        int no = 0, nok = 0, ns = 0;
        if (contactOnly) {
            // (SemeaiParams.contactLibertiesOfVictim) only the search's victim, the killer whole
            if (contactDragon == BOTH || contactDragon == victim) {
                libsV = contactLiberties(v, stampV, k, stampK, libsV, held == null ? null : held[victim]);
            }
            if (contactDragon == BOTH || contactDragon == 1 - victim) {
                libsK = contactLiberties(k, stampK, v, stampV, libsK, held == null ? null : held[1 - victim]);
            }
            // shared now means a liberty of both sides' strings in contact: a far string's
            // liberty the other side fills is an outside liberty of its own
            int s = ++stamp;
            for (int p : libsV) libMark[p] = s * 4 + 1;
            for (int p : libsK) libMark[p] = libMark[p] / 4 == s ? s * 4 + 3 : s * 4 + 2;
        }
        for (int p : libsV) {
            if (eyeMark[p] == eyeStamp) continue;
            if ((libMark[p] & 3) == 3) {
                if (eyeMark[p] != eyeStampK) shared[ns++] = p;
            } else {
                outV[no++] = p;
            }
        }
        for (int p : libsK) {
            if (eyeMark[p] == eyeStampK || (libMark[p] & 3) == 3) continue;
            outK[nok++] = p;
        }
        // an optics eye credited above gives one liberty and counts one in size too
        for (int i = 0; i < 2; i++) if (eyeAreas[i] == 0) eyeAreas[i] = eyeLibs[i];
        int[] linkCosts = cuttableFarStrings
                ? new int[] {linkCost(v, originsV, stampK, eyeStamp), linkCost(k, originsK, stampV, eyeStampK)}
                : RaceCount.NO_LINK_COSTS;
        return new RaceCount(new int[][] {Arrays.copyOf(outV, no), Arrays.copyOf(outK, nok)}, Arrays.copyOf(shared, ns),
                eyesOut, eyeLibs, eyePoints, new int[] {minV, minK}, big, eyeSizeByArea ? eyeAreas : eyeLibs, linkCosts,
                eyeSizeByArea && killerEyeByLiberties);
    }

    /**
     * The liberties of d's strings that touch a stone of the other dragon, and of its anchor's
     * string: the race is won by taking these, so a far string of a spread dragon (one that shares
     * liberties with them only through other strings, or none) adds no outside liberty. Where no
     * string is in contact (the dragons meet only through empty points) all of libs. A string holding
     * a stone that heldStones marks (a far string that cannot be cut from them) counts too.
     */
    private int[] contactLiberties(RaceDragon d, int stampD, RaceDragon other, int stampOther, int[] libs,
            boolean[] heldStones) {
        int n = 0;
        int s = ++stamp;
        for (int i = 0; i < d.stones.length; i++) {
            int st = d.stones[i];
            if (board.color(st) != d.color) continue;
            int o = board.origin(st);
            if (mark[o] != stampD || seen[o] == s) continue;
            boolean contact = o == board.origin(d.anchor) && !d.captured(board) || heldStones != null && heldStones[i];
            for (int dq : delta) {
                int q = st + dq;
                if (board.color(q) == other.color && mark[board.origin(q)] == stampOther) contact = true;
            }
            if (!contact) continue;
            // the string's other stones may touch the enemy too: mark its origin once
            seen[o] = s;
            strings[n++] = o;
        }
        if (n == 0) return libs;
        int[] contactLibs = liberties(strings, n);
        if (linkLibs > 0) {
            // strings sharing linkLibs liberties with a counted one cannot be cut from it by one move
            for (boolean grown = true; grown;) {
                grown = false;
                int ls = ++stamp;
                for (int p : contactLibs) visit[p] = ls;
                for (int st : d.stones) {
                    if (board.color(st) != d.color) continue;
                    int o = board.origin(st);
                    if (mark[o] != stampD || seen[o] == s) continue;
                    int k = board.findlib(o, libBuf.length, libBuf), common = 0;
                    for (int j = 0; j < k; j++) if (visit[libBuf[j]] == ls) common++;
                    if (common < linkLibs) continue;
                    seen[o] = s;
                    strings[n++] = o;
                    grown = true;
                }
                if (grown) contactLibs = liberties(strings, n);
            }
        }
        return contactLibs.length < libs.length ? contactLibs : libs;
    }

    /**
     * The liberties dragon d's far strings cost it (SemeaiParams.cuttableFarStrings): a string of d
     * that touches no stone of the other dragon (nor holds d's anchor) and is linked to the strings
     * in contact only by liberties they share, one of which the opponent can fill without a
     * self-atari, is cut off or joined by a move of d's: the opponent fills a cutting point (a
     * fill the count already takes), d must fill the last one itself, which is a liberty and a
     * move lost, or lose the far string's own liberties. Each such string costs the fewer of 2
     * and the liberties it alone adds (eye points apart). A far string sharing a liberty with another
     * far string (a chain the opponent may not cut so simply) costs nothing, as do the strings of a
     * dragon with none in contact (the dragons meet across empty points).
     *
     * @param origins the origins of d's strings (linkedStrings)
     * @param stampOther the mark of the other dragon's strings
     * @param eyeStampD the mark of d's eye points
     */
    private int linkCost(RaceDragon d, int[] origins, int stampOther, int eyeStampD) {
        int n = origins.length;
        if (n <= 1 || d.captured(board)) return 0;
        boolean[] contact = new boolean[n];
        int anchorOrigin = board.origin(d.anchor), contacts = 0;
        for (int i = 0; i < n; i++) {
            contact[i] = origins[i] == anchorOrigin || touchesMarked(origins[i], stampOther);
            if (contact[i]) contacts++;
        }
        if (contacts == 0 || contacts == n) return 0;
        int cs = ++stamp;
        for (int i = 0; i < n; i++) {
            if (!contact[i]) continue;
            int k = board.findlib(origins[i], libBuf.length, libBuf);
            for (int j = 0; j < k; j++) visit[libBuf[j]] = cs;
        }
        // the far strings' liberties: which are liberties of two of them
        int fs = ++stamp;
        for (int i = 0; i < n; i++) {
            if (contact[i]) continue;
            int k = board.findlib(origins[i], libBuf.length, libBuf);
            for (int j = 0; j < k; j++) {
                int p = libBuf[j];
                if (farMark[p] == fs) farTwice[p] = fs;
                farMark[p] = fs;
            }
        }
        int opponent = StoneColor.other(d.color), cost = 0;
        for (int i = 0; i < n; i++) {
            if (contact[i]) continue;
            int k = board.findlib(origins[i], libBuf.length, libBuf);
            int own = 0, links = 0;
            boolean cuttable = false, chained = false;
            for (int j = 0; j < k; j++) {
                int p = libBuf[j];
                if (farTwice[p] == fs) chained = true;
                else if (visit[p] == cs) {
                    links++;
                    cuttable |= board.isLegal(p, opponent) && !board.isSelfAtari(p, opponent);
                } else if (eyeMark[p] != eyeStampD) own++;
            }
            if (cuttable && !chained && links <= CUTTING_POINTS) cost += Math.min(2, own);
        }
        return cost;
    }

    /**
     * The most liberties a far string may share with the strings in contact for linkCost to take it
     * as cuttable: with more, the opponent's fills of them are the race's own fills for several
     * moves before the cut threatens, and the dragon joins when it must.
     */
    static final int CUTTING_POINTS = 2;

    /** Whether the string at origin touches a stone of a string marked with stampOther. */
    private boolean touchesMarked(int origin, int stampOther) {
        int k = board.adjacentStrings(origin, adjacent);
        for (int j = 0; j < k; j++) if (mark[adjacent[j]] == stampOther) return true;
        return false;
    }

    private int minLibs(int[] origins, int n) {
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) min = Math.min(min, board.countlib(origins[i]));
        return n == 0 ? 0 : min;
    }

    /** The union of the liberties of the strings (each once). */
    private int[] liberties(int[] origins, int n) {
        int s = ++stamp;
        int count = 0;
        int[] buf = libBuf;
        for (int i = 0; i < n; i++) {
            int k = board.findlib(origins[i], buf.length, buf);
            for (int j = 0; j < k; j++) {
                int p = buf[j];
                if (seen[p] != s) {
                    seen[p] = s;
                    libs[count++] = p;
                }
            }
        }
        return Arrays.copyOf(libs, count);
    }

    /**
     * Finds the eyes of dragon d next to its liberties: marks their empty points with eyeStamp,
     * stores the number of eyes, their liberties and whether one is big at index i; returns the
     * eye points.
     */
    private int[] eyes(RaceDragon d, int enemyDragonStamp, int[] dragonLibs, int eyeStamp, int[] eyesOut,
            int[] eyeLibs, boolean[] big, int i) {
        int enemy = StoneColor.other(d.color);
        // each flood has its own stamp; meeting an earlier flood's point means that flood was cut
        // short as open ground, so this one is open too
        int firstStamp = stamp + 1;
        int[] points = new int[dragonLibs.length * MAX_EYE];
        int np = 0;
        for (int start : dragonLibs) {
            if (visit[start] >= firstStamp) continue;
            int visitStamp = ++stamp;
            // flood the region of non-d points from the liberty
            int head = 0, tail = 0;
            queue[tail++] = start;
            visit[start] = visitStamp;
            boolean open = false;
            // (SemeaiParams.innerRaceNoEye) an enemy string played in the race that is no stone in
            // atari, and a string of d's colour played in the race outside d's dragon that is short
            // of liberties, both in or around the region: the region is a race of its own
            boolean invader = false, strayWall = false;
            int empties = 0, enemies = 0;
            while (head < tail) {
                int p = queue[head++];
                if (board.color(p) == StoneColor.EMPTY) empties++;
                else {
                    enemies++;
                    if (mark[board.origin(p)] == enemyDragonStamp) open = true; // a race stone inside: shared ground
                    if (startColors != null && playedInRace(p, 2, Integer.MAX_VALUE)) invader = true;
                }
                for (int dd : delta) {
                    int q = p + dd;
                    int c = board.color(q);
                    if (c == d.color && startColors != null && mark[board.origin(q)] != ownStamp && playedInRace(q, 1, 2)) strayWall = true;
                    if (c == StoneColor.BORDER || c == d.color || visit[q] == visitStamp) continue;
                    if (visit[q] >= firstStamp) {
                        open = true;
                        continue;
                    }
                    if (tail >= MAX_EYE) {
                        open = true;
                        continue;
                    }
                    visit[q] = visitStamp;
                    queue[tail++] = q;
                }
            }
            if (invader && strayWall) open = true;
            if (open || empties == 0) continue;
            if (tail == 1 && (falseEye(start, enemy) || lastLibertyOfOwnString(start, d.color))) continue;
            eyesOut[i]++;
            eyeLibs[i] += Math.max(1, RaceCount.eyeLiberties(tail) - enemies);
            eyeAreas[i] += RaceCount.eyeLiberties(tail);
            if (empties >= BIG_EYE) big[i] = true;
            for (int j = 0; j < tail; j++) {
                if (board.color(queue[j]) == StoneColor.EMPTY) {
                    eyeMark[queue[j]] = eyeStamp;
                    points[np++] = queue[j];
                }
            }
        }
        return Arrays.copyOf(points, np);
    }

    /**
     * Whether no point of an optics eye space holds or touches a present string of the other
     * dragon (marked with otherStamp), unless the space holds all the other dragon's present
     * original stones: a space the other dragon has reached in the search holds its liberties,
     * which the race fills.
     */
    private boolean stillApart(int[] points, int otherStamp, RaceDragon other) {
        int n = 0;
        for (int s : other.stones) if (board.color(s) == other.color) presentStones[n++] = s;
        return !EyeSpaceContact.holdsOrTouches(board, points, presentStones, n,
                q -> StoneColor.isStone(board.color(q)) && mark[board.origin(q)] == otherStamp);
    }

    /**
     * Whether the optics eye of dragon d (at index i of the count) is the other dragon's ground
     * (SemeaiParams.eyedRacerInSpace): its space holds the whole other dragon, and that dragon has
     * an eye of its own by this count (eyesOut before any optics eye is credited). A dead group
     * inside an eye has no eye; one with an eye is racing, and the space is an eye of d only once
     * the race is won, so it gives d neither a liberty nor the claim on the shared ones.
     */
    private boolean eyedRacerInside(int i, int[] eyesOut, int d, RaceDragon other) {
        if (!eyedRacerInSpace || eyesOut[1 - i] == 0 || !eyeByOptics[d]) return false;
        int n = 0;
        for (int s : other.stones) if (board.color(s) == other.color) presentStones[n++] = s;
        return n > 0 && EyeSpaceContact.holdsAll(opticsEyePoints[d], presentStones, n);
    }

    /**
     * Whether a string of color next to p has p as its last liberty: the enemy may play there,
     * capturing it, so p is no eye (a one-point eye in the enemy's reach is a liberty like any other).
     */
    private boolean lastLibertyOfOwnString(int p, int color) {
        for (int dd : delta) {
            int q = p + dd;
            if (board.color(q) == color && board.countlib(q) == 1) return true;
        }
        return false;
    }

    /** A one-point eye whose diagonals hold two enemy stones (one on the edge) is false. */
    private boolean falseEye(int p, int enemy) {
        int stride = board.rowStride();
        int[] diagonals = {p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1};
        int enemies = 0, off = 0;
        for (int q : diagonals) {
            int c = board.color(q);
            if (c == StoneColor.BORDER) off++;
            else if (c == enemy) enemies++;
        }
        return off > 0 ? enemies >= 1 : enemies >= 2;
    }
}
