#include "runner/ScriptTest.h"

#include "runner/Compare.h"
#include "runner/ScriptPlayer.h"

#include <filesystem>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace jump61 {

namespace {

constexpr std::size_t StderrLinesShown = 20;

std::string withoutSuffix(const std::string& text, const std::string& suffix)
{
    return text.ends_with(suffix) ? text.substr(0, text.size() - suffix.size()) : text;
}

void addStderr(std::vector<std::string>& details, ScriptPlayer& player)
{
    std::istringstream text(player.process().errorText());
    std::size_t shown = 0;
    for (std::string line; std::getline(text, line) && shown < StderrLinesShown; ++shown) {
        if (shown == 0) {
            details.push_back(player.name() + " wrote on standard error:");
        }
        details.push_back("  " + line);
    }
}

} // namespace

ScriptTest::ScriptTest(std::string program, const std::string& script)
    : m_program(std::move(program)), m_scripts{script}
{
    const std::string base = std::filesystem::path(script).filename().string();
    m_name = withoutSuffix(withoutSuffix(base, ".in"), "-1");
    const std::string partner = partnerOf(script);
    if (partner != script && std::filesystem::exists(partner)) {
        m_scripts.push_back(partner);
    }
}

std::string ScriptTest::partnerOf(const std::string& script)
{
    return script.ends_with("-1.in") ? withoutSuffix(script, "-1.in") + "-2.in" : script;
}

std::string ScriptTest::firstOf(const std::string& script)
{
    const std::string first = withoutSuffix(script, "-2.in") + "-1.in";
    return script.ends_with("-2.in") && std::filesystem::exists(first) ? first : script;
}

TestOutcome ScriptTest::run() const
{
    TestOutcome outcome;
    std::vector<std::vector<std::string>> expected;
    std::vector<std::unique_ptr<ScriptPlayer>> players;
    try {
        std::vector<Script> scripts;
        for (const std::string& path : m_scripts) {
            scripts.push_back(Script::read(path));
            expected.push_back(comparableLines(readLines(withoutSuffix(path, ".in") + ".std")));
        }
        for (std::size_t i = 0; i < scripts.size(); ++i) {
            players.push_back(
                std::make_unique<ScriptPlayer>(std::move(scripts[i]), m_program, int(i) + 1));
        }
        std::vector<ScriptPlayer*> running;
        for (const auto& player : players) {
            running.push_back(player.get());
        }
        play(running);
    } catch (const std::exception& e) {
        outcome.passed = false;
        outcome.reason = e.what();
    }
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto actual = comparableLines(players[i]->transcript());
        if (actual != expected[i]) {
            const std::string file = withoutSuffix(m_scripts[i], ".in") + ".std";
            if (outcome.passed) {
                outcome.passed = false;
                outcome.reason = "the output differs from " + file;
            }
            outcome.details.push_back("diff of " + file + " (-) and what was recorded (+):");
            for (const std::string& line : lineDiff(expected[i], actual)) {
                outcome.details.push_back("  " + line);
            }
        }
        if (!outcome.passed) {
            addStderr(outcome.details, *players[i]);
        }
    }
    return outcome;
}

void ScriptTest::play(const std::vector<ScriptPlayer*>& players)
{
    std::vector<Process*> processes;
    for (ScriptPlayer* player : players) {
        processes.push_back(&player->process());
    }
    auto partner = [&](std::size_t i) { return players.size() == 2 ? players[1 - i] : nullptr; };
    ScriptPlayer::Clock::time_point lastAnywhere = ScriptPlayer::Clock::now();
    for (;;) {
        for (ScriptPlayer* player : players) {
            player->readOutput();
        }
        // Each script may unblock the other (a move passed on, a winner announced).
        for (bool progress = true; progress;) {
            progress = false;
            for (std::size_t i = 0; i < players.size(); ++i) {
                progress = players[i]->advance(partner(i)) || progress;
            }
        }
        const auto now = ScriptPlayer::Clock::now();
        for (ScriptPlayer* player : players) {
            lastAnywhere = std::max(lastAnywhere, player->lastActivity());
        }
        bool allFinished = true;
        bool exiting = false;
        for (ScriptPlayer* player : players) {
            player->checkHealth(now, lastAnywhere);
            allFinished = player->finished() && allFinished;
            exiting = exiting || player->awaitingExit();
        }
        if (allFinished) {
            return;
        }
        // Nothing tells us when a child exits, so poll briefly while one is about to.
        Process::pump(processes, std::chrono::milliseconds(exiting ? 5 : 100));
    }
}

} // namespace jump61
