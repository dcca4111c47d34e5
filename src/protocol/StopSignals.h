#pragma once

namespace jump61 {

// Takes SIGINT, SIGTERM and SIGHUP with `handler` (each held off while it runs), so that a
// long solve or the window can end cleanly on Ctrl-C, a kill, a logout or a closed terminal.
// A hang-up ignored from the start stays ignored: under nohup a run goes on after the terminal
// closes, as asked. SIGINT and SIGTERM are always taken, even where a shell ignores SIGINT for a
// command it runs in the background.
//
// With IgnoredSignals::StayIgnored, every one of them that was ignored when the program started
// stays ignored: the text game, run in the background by a shell script, goes on as it did.
enum class IgnoredSignals
{
    TakeIntAndTerm,
    StayIgnored,
};
void takeStopSignals(void (*handler)(int), IgnoredSignals ignored = IgnoredSignals::TakeIntAndTerm);

// Ends the program by `signal`'s default action, from its handler: the signal raised again waits
// for the handler to return (the stop signals are held off while it runs). Only sigaction and
// raise: safe in a handler.
void endBySignal(int signal);

} // namespace jump61
