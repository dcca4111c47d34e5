#pragma once

#include "core/Side.h"
#include "engine/GameReview.h"
#include "engine/SearchTypes.h"
#include "gui/worker/SessionSnapshot.h"
#include "protocol/Reporter.h"

#include <array>

#include <QMetaType>

namespace jump61 {

// Each side's review summary, Red's first.
using ReviewSummaries = std::array<ReviewSummary, 2>;

} // namespace jump61

// The values that travel from the worker thread to the window in queued signals.
Q_DECLARE_METATYPE(jump61::Side)
Q_DECLARE_METATYPE(jump61::MoveEvent)
Q_DECLARE_METATYPE(jump61::SessionSnapshot)
Q_DECLARE_METATYPE(jump61::SearchInfo)
Q_DECLARE_METATYPE(jump61::SearchResult)
Q_DECLARE_METATYPE(jump61::MoveReview)
Q_DECLARE_METATYPE(jump61::ReviewSummaries)
Q_DECLARE_METATYPE(jump61::FileTrouble)

namespace jump61 {

// Registers the types above with Qt's meta-type system; call once before the first signal.
void registerGuiMetaTypes();

} // namespace jump61
