#include "gui/worker/MetaTypes.h"

namespace jump61 {

void registerGuiMetaTypes()
{
    qRegisterMetaType<Side>("jump61::Side");
    qRegisterMetaType<MoveEvent>("jump61::MoveEvent");
    qRegisterMetaType<SessionSnapshot>("jump61::SessionSnapshot");
    qRegisterMetaType<SearchInfo>("jump61::SearchInfo");
    qRegisterMetaType<SearchResult>("jump61::SearchResult");
    qRegisterMetaType<MoveReview>("jump61::MoveReview");
    qRegisterMetaType<ReviewSummaries>("jump61::ReviewSummaries");
    qRegisterMetaType<FileTrouble>("jump61::FileTrouble");
}

} // namespace jump61
