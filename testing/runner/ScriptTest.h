#pragma once

#include <string>
#include <vector>

namespace jump61 {

class ScriptPlayer;

// What a test run found: pass or fail, a one-line reason, and details for --verbose (diffs
// of the transcripts against the .std files, and what the programs wrote on standard error).
struct TestOutcome
{
    bool passed = true;
    std::string reason;
    std::vector<std::string> details;
};

// One graded test: NAME-1.in (or NAME.in), with NAME-2.in when that exists, run against our
// program and compared with NAME-1.std (and NAME-2.std).
class ScriptTest
{
public:
    ScriptTest(std::string program, const std::string& script);

    const std::string& name() const { return m_name; }
    TestOutcome run() const;

    // The script that starts the test `script` belongs to: NAME-1.in for a NAME-2.in whose
    // NAME-1.in exists (a partner never runs on its own), otherwise `script` itself.
    static std::string firstOf(const std::string& script);

private:
    // The partner of NAME-1.in, NAME-2.in, whether or not it exists.
    static std::string partnerOf(const std::string& script);
    static void play(const std::vector<ScriptPlayer*>& players);

    std::string m_program;
    std::string m_name;
    std::vector<std::string> m_scripts;
};

} // namespace jump61
