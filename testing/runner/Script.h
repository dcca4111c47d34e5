#pragma once

#include <string>
#include <vector>

namespace jump61 {

// One line of a test script: a line to send, or a directive (docs/PROTOCOL.md section 8).
struct ScriptStep
{
    enum class Kind
    {
        Send,
        Move,
        MoveWin,
        Win,
        Remote,
        Time
    };

    Kind kind = Kind::Send;
    bool record = false; // a '+' form: the win line goes into the transcript
    std::string text;    // Send: the line exactly as written (a CR stays); else the directive
    double moveSeconds = 0;
    double gameSeconds = 0;
    int lineNumber = 0;
};

// A test script, NAME-1.in or NAME-2.in, read and checked before anything runs. Its first
// non-comment line `#* COMMAND LINE` names the program it was written for; the runner starts
// ours instead, passing on only the protocol options it finds there (--strict, --log,
// --seed=N).
class Script
{
public:
    // Throws std::runtime_error("FILE:LINE: what") for a script that cannot be run.
    static Script read(const std::string& path);

    const std::string& path() const { return m_path; }
    const std::vector<std::string>& options() const { return m_options; }
    const std::vector<ScriptStep>& steps() const { return m_steps; }

private:
    void addLine(const std::string& line, int number);
    void readCommandLine(const std::string& directive);

    std::string m_path;
    bool m_haveCommand = false;
    std::vector<std::string> m_options;
    std::vector<ScriptStep> m_steps;
};

} // namespace jump61
