#include "ui/tree/SearchTreeToolTip.h"

#include "ui/base/StateStyle.h"
#include "ui/session/CandidateModel.h"
#include "ui/tree/SearchTreePainter.h"

#include <QCoreApplication>

#include <cmath>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
// The texts keep the context they had when the view made them ("SearchTreeView"), so their
// translations stay valid; written out in full so that lupdate files them there too.
} // namespace

QString SearchTreeToolTip::node(const SearchTreeLayout& layout, CandidateId id) {
    if (!layout.contains(id)) return {};
    const int hidden = layout.node(id).hidden;
    if (hidden > 0)
        return state(layout, id) + QStringLiteral("\n") +
            QCoreApplication::translate("SearchTreeView", "%1 nodes collapsed into it (double-click or + expands them)")
                .arg(hidden);
    return state(layout, id);
}

QString SearchTreeToolTip::badge(const SearchTreeLayout& layout, CandidateId id) {
    return QCoreApplication::translate("SearchTreeView", "%1 nodes collapsed into #%2: click to expand them")
        .arg(layout.node(id).hidden)
        .arg(id);
}

QString SearchTreeToolTip::discovery(const SearchTreeLayout& layout, CandidateId child) {
    return QCoreApplication::translate("SearchTreeView", "Discovery moment #%1 → #%2: click to see what changed")
        .arg(layout.node(child).parent)
        .arg(child);
}

QString SearchTreeToolTip::templateNote(const L::Node& n) {
    if (n.templateSpace <= 0) return {};
    return std::isnan(n.templateBest)
        ? QCoreApplication::translate("SearchTreeView", "; template of %1 configurations").arg(n.templateSpace)
        : QCoreApplication::translate("SearchTreeView", "; template of %1 configurations, best S under it %2")
              .arg(n.templateSpace)
              .arg(QString::number(n.templateBest, 'f', 2) + QStringLiteral("×"));
}

QString SearchTreeToolTip::state(const SearchTreeLayout& layout, CandidateId id) {
    const L::Node& n = layout.node(id);
    if (std::isnan(n.energyJ) || std::isnan(n.measured)) {
        // Waiting: the state says why (the reason of its deferral decision), as the table does.
        Decision d;
        d.kind = n.decision;
        d.reason = n.reason;
        return QCoreApplication::translate("SearchTreeView", "#%1: %2, %3")
                   .arg(id)
                   .arg(StateStyle::withReason(n.state, n.queued, n.decided ? &d : nullptr),
                        SearchTreePainter::label(n)) +
            templateNote(n);
    }
    const QString s = QString::number(n.measured, 'f', 2) + QStringLiteral("×");
    const QString joules = CandidateModel::millijouleText(n.energyJ);
    QString tip = std::isnan(n.energyGain)
        ? QCoreApplication::translate("SearchTreeView", "#%1: %2, S = %3 (%4/launch)")
              .arg(id)
              .arg(StateStyle::name(n.state), s, joules)
        : QCoreApplication::translate("SearchTreeView", "#%1: %2, S = %3, energy gain %4 (%5/launch)")
              .arg(id)
              .arg(StateStyle::name(n.state), s, QString::number(n.energyGain, 'f', 2) + QStringLiteral("×"), joules);
    if (n.label == L::Label::ProductGain)
        tip += QCoreApplication::translate("SearchTreeView", ", product gain %1")
                   .arg(QString::number(n.value, 'f', 2) + QStringLiteral("×"));
    return tip + templateNote(n);
}

} // namespace augur::ui
