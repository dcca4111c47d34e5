#include "protocol/StopSignals.h"

#include <csignal>
#include <signal.h>

namespace jump61 {

void takeStopSignals(void (*handler)(int), IgnoredSignals ignored)
{
    constexpr int Stops[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction action
    {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    for (const int signal : Stops) {
        sigaddset(&action.sa_mask, signal);
    }
    for (const int signal : Stops) {
        struct sigaction current
        {};
        const bool mayStay = signal == SIGHUP || ignored == IgnoredSignals::StayIgnored;
        if (mayStay && sigaction(signal, nullptr, &current) == 0 &&
            (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN) {
            continue;
        }
        sigaction(signal, &action, nullptr);
    }
}

void endBySignal(int signal)
{
    struct sigaction standard
    {};
    standard.sa_handler = SIG_DFL;
    sigaction(signal, &standard, nullptr);
    raise(signal);
}

} // namespace jump61
