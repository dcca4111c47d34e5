#pragma once

// Qt Test helpers shared by the unit tests. Header only: the support library itself does not
// link Qt, so nothing in support/*.cpp may include this file.

#include "core/Side.h"
#include "core/Topology.h"
#include "protocol/Session.h"

#include <string>
#include <string_view>
#include <vector>

#include <QByteArray>
#include <QtTest>

namespace jump61 {

// Readable values in QCOMPARE failure messages (found by argument-dependent lookup).
inline char* toString(Side side)
{
    return qstrdup(std::string(sideName(side)).c_str());
}

inline char* toString(PlayerKind kind)
{
    return qstrdup(kind == PlayerKind::Manual ? "manual" : "computer");
}

} // namespace jump61

namespace jump61::testing {

// Unoptimised and sanitizer builds run many times slower; random tests do fewer rounds there.
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
inline constexpr bool SlowBuild = false;
#else
inline constexpr bool SlowBuild = true;
#endif

constexpr int scaled(int fast, int slow)
{
    return SlowBuild ? slow : fast;
}

// The data table of a test run once per board size: a column "size" and a row per size, 2..15.
inline void addBoardSizeRows()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
}

// Text as QByteArray, so that QCOMPARE prints it (with control bytes escaped) when it fails.
inline QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// Lines joined by newlines, for comparing whole transcripts in one QCOMPARE.
inline QByteArray joined(const std::vector<std::string>& lines)
{
    QByteArray out;
    for (const std::string& line : lines) {
        out += bytes(line);
        out += '\n';
    }
    return out;
}

} // namespace jump61::testing
