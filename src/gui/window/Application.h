#pragma once

#include "protocol/TextLoop.h"

namespace jump61 {

// The desktop game (jump61 --display): creates the application and the main window, and
// runs until the window closes. Uses the seed of the command line if one was given, and opens
// the first file named on it as a saved game. Returns the exit code.
int runWindow(int argc, char** argv, const TextOptions& text);

} // namespace jump61
