package owlbench.gtp;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The tactical and connection reading commands of GNU Go (doc/gtp-commands.texi): attack,
 * defend, ladder_attack, attack_either, defend_both, does_attack, does_defend, connect, disconnect, the depth
 * commands, clear_cache, the reading, connection and trymove node counters and
 * start_sgftrace/finish_sgftrace, with GNU Go's argument and answer formats.
 */
public final class ReadingModule implements GtpModule {

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze()
                .add("string", "Attack", "attack %p")
                .add("string", "Defend", "defend %p")
                .add("string", "Ladder attack", "ladder_attack %p")
                .add("string", "Reading node counter", "get_reading_node_counter")
                .add("none", "Reset reading node counter", "reset_reading_node_counter")
                .add("none", "Increase reading depths", "increase_depths")
                .add("none", "Decrease reading depths", "decrease_depths")
                .add("none", "Clear reading cache", "clear_cache");
    }

    /**
     * The reading commands' state of one engine instance: the counters and the trace being
     * recorded; the reader, its cache and its depths are the engine's {@link PositionCache}'s.
     */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;
        private long readingNodes;
        private long connectionNodes;
        private long trymoves;
        /** Non-null between start_sgftrace and finish_sgftrace. */
        private ReadingTrace trace;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        Reader reader() {
            return position.reader();
        }

        ConnectionReader connection() {
            return position.connectionReader();
        }

        /** One reading call whose nodes go to the counters. */
        @FunctionalInterface
        interface Search<T> {
            T run(Reader r, ConnectionReader c);
        }

        /**
         * Runs a search and adds its nodes to the counters: moves played inside the connection
         * search are connection nodes, the others (also the tactical reading the connection search
         * asks for) reading nodes; every move the readers play is a trymove.
         */
        <T> T search(String command, Search<T> s) throws GtpException {
            Reader r = reader();
            ConnectionReader c = position.connectionReaderIfMade(); // null until a connection command made it
            long r0 = r.nodeCounter();
            long c0 = c == null ? 0 : c.nodeCounter();
            T result;
            try {
                result = s.run(r, c);
            } catch (IllegalArgumentException e) {
                throw new GtpException(command + ": " + e.getMessage());
            } finally {
                long dr = r.nodeCounter() - r0;
                long dc = c == null ? 0 : c.nodeCounter() - c0;
                readingNodes += dr - dc;
                connectionNodes += dc;
                trymoves += dr;
            }
            return result;
        }

        void register(CommandRegistry reg) {
            reg.register("attack", a -> {
                a.expect(1);
                int str = stone(a, 0);
                return search("attack", (r, c) -> r.attackResult(str, trace)).gtp(game.size());
            });
            reg.register("defend", a -> {
                a.expect(1);
                int str = stone(a, 0);
                return search("defend", (r, c) -> r.defenseResult(str, trace)).gtp(game.size());
            });
            reg.register("ladder_attack", a -> {
                a.expect(1);
                int str = stone(a, 0);
                if (game.board().countlib(str) != 2) {
                    throw new GtpException("string must have exactly 2 liberties");
                }
                int code = search("ladder_attack", (r, c) -> r.ladderAttack(str, trace));
                return codeAndMove(code, reader().lastMove());
            });
            reg.register("attack_either", a -> {
                a.expect(2);
                int[] s = sameColourPair(a);
                return gtpCode(search("attack_either", (r, c) -> r.attackEither(s[0], s[1])));
            });
            reg.register("defend_both", a -> {
                a.expect(2);
                int[] s = sameColourPair(a);
                return gtpCode(search("defend_both", (r, c) -> r.defendBoth(s[0], s[1])));
            });
            reg.register("does_attack", a -> {
                a.expect(2);
                int move = emptyPoint(a, 0);
                int str = stone(a, 1);
                return gtpCode(search("does_attack", (r, c) -> r.doesAttack(move, str)));
            });
            reg.register("does_defend", a -> {
                a.expect(2);
                int move = emptyPoint(a, 0);
                int str = stone(a, 1);
                return gtpCode(search("does_defend", (r, c) -> r.doesDefend(move, str)));
            });
            reg.register("connect", a -> {
                a.expect(2);
                int[] s = sameColourPair(a);
                connection();
                return search("connect", (r, c) -> c.connectResult(s[0], s[1], trace)).gtp(game.size());
            });
            reg.register("disconnect", a -> {
                a.expect(2);
                int[] s = sameColourPair(a);
                connection();
                return search("disconnect", (r, c) -> c.disconnectResult(s[0], s[1], trace)).gtp(game.size());
            });
            reg.register("increase_depths", a -> {
                a.expect(0);
                position.params().increase();
                return "";
            });
            reg.register("decrease_depths", a -> {
                a.expect(0);
                position.params().decrease();
                return "";
            });
            reg.register("clear_cache", a -> {
                a.expect(0);
                reader().clearCache();
                return "";
            });
            reg.register("get_reading_node_counter", a -> { a.expect(0); return Long.toString(readingNodes); });
            reg.register("reset_reading_node_counter", a -> { a.expect(0); readingNodes = 0; return ""; });
            reg.register("get_connection_node_counter", a -> { a.expect(0); return Long.toString(connectionNodes); });
            reg.register("reset_connection_node_counter", a -> { a.expect(0); connectionNodes = 0; return ""; });
            reg.register("get_trymove_counter", a -> { a.expect(0); return Long.toString(trymoves); });
            reg.register("reset_trymove_counter", a -> { a.expect(0); trymoves = 0; return ""; });
            reg.register("start_sgftrace", a -> {
                a.expect(0);
                trace = new ReadingTrace(game.board(), game.komi(), game.handicap());
                return "";
            });
            reg.register("finish_sgftrace", a -> {
                a.expect(1);
                if (trace == null) {
                    throw new GtpException("finish_sgftrace without start_sgftrace: nothing recorded");
                }
                ReadingTrace t = trace;
                try {
                    t.write(game.resolve(a.word(0)));
                } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
                    throw new GtpException("cannot write '" + a.word(0) + "': " + e.getMessage());
                }
                trace = null;
                return "";
            });
        }

        private int stone(GtpArgs a, int i) throws GtpException {
            Board b = game.board();
            int p = BoardArgs.point(a, i, b);
            if (b.color(p) == StoneColor.EMPTY) {
                throw new GtpException("vertex must not be empty: " + a.word(i));
            }
            return p;
        }

        private int emptyPoint(GtpArgs a, int i) throws GtpException {
            Board b = game.board();
            int p = BoardArgs.point(a, i, b);
            if (b.color(p) != StoneColor.EMPTY) {
                throw new GtpException("move vertex must be empty: " + a.word(i));
            }
            return p;
        }

        private int[] sameColourPair(GtpArgs a) throws GtpException {
            int s1 = stone(a, 0);
            int s2 = stone(a, 1);
            if (game.board().color(s1) != game.board().color(s2)) {
                throw new GtpException("vertices must have same color: " + a.word(0) + " " + a.word(1));
            }
            return new int[] {s1, s2};
        }

        private static String gtpCode(int code) {
            return Integer.toString(ReadCodes.gtpCode(code));
        }

        /** "0", or the GTP code and the move ("1 C3", "2 PASS") as GNU Go prints them. */
        private String codeAndMove(int code, int move) {
            if (code == ReadCodes.FAIL) {
                return "0";
            }
            return ReadCodes.gtpCode(code) + " " + Vertex.toString(move, game.size());
        }
    }
}
