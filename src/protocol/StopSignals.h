#pragma once

namespace jump61 {

// Takes SIGINT, SIGTERM and SIGHUP with `handler` (each held off while it runs), so that a
// long solve or the window can end cleanly on Ctrl-C, a kill, a logout or a closed terminal.
// A hang-up ignored from the start stays ignored: under nohup a run goes on after the terminal
// closes, as asked. SIGINT and SIGTERM are always taken, even where a shell ignores SIGINT for a
// command it runs in the background.
void takeStopSignals(void (*handler)(int));

} // namespace jump61
