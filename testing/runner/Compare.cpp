#include "runner/Compare.h"

#include <algorithm>
#include <fstream>
#include <stdexcept>

namespace jump61 {

std::vector<std::string> comparableLines(const std::vector<std::string>& lines)
{
    std::vector<std::string> out;
    for (std::string line : lines) {
        line.erase(std::min(line.find('#'), line.size()));
        const std::size_t end = line.find_last_not_of(" \t\r\f\v");
        line.erase(end == std::string::npos ? 0 : end + 1);
        if (!line.empty()) {
            out.push_back(std::move(line));
        }
    }
    return out;
}

std::vector<std::string> readLines(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot open " + path);
    }
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::vector<std::string> lineDiff(const std::vector<std::string>& expected,
                                  const std::vector<std::string>& actual)
{
    // Longest common subsequence by dynamic programming; transcripts are at most a few
    // thousand lines, so the quadratic table is small.
    const std::size_t n = expected.size();
    const std::size_t m = actual.size();
    std::vector<std::vector<int>> common(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;) {
            common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1
                                                    : std::max(common[i + 1][j], common[i][j + 1]);
        }
    }
    std::vector<std::string> out;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && expected[i] == actual[j]) {
            out.push_back("  " + expected[i++]);
            ++j;
        } else if (j == m || (i < n && common[i + 1][j] >= common[i][j + 1])) {
            out.push_back("- " + expected[i++]);
        } else {
            out.push_back("+ " + actual[j++]);
        }
    }
    return out;
}

} // namespace jump61
