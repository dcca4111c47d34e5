#pragma once

#include <stdexcept>
#include <string>

namespace jump61 {

// The one error type of the interpreter: thrown by command handlers and argument accessors,
// caught in exactly one place (Session::execute), which reports it as one line and changes
// nothing. The message says what was wrong, without the "error: " prefix.
class CommandError : public std::runtime_error
{
public:
    explicit CommandError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace jump61
