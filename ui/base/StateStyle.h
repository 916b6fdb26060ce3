#pragma once
#include "core/model/Candidate.h"

#include <QColor>
#include <QString>

namespace augur::ui {

/// Colours and translated names of candidate states, shared by the table, the tree and
/// the legend so they always agree.
class StateStyle {
public:
    static QColor color(CandidateState s);
    /// Translated display name ("measured", "accepted on forecast", ...).
    static QString name(CandidateState s);
    /// Colour of a discovery-moment edge.
    static QColor discoveryColor() { return QColor(0xff, 0x6f, 0x00); }
};

} // namespace augur::ui
