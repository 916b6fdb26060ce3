#include "ui/SearchTreeNode.h"

#include "ui/StateStyle.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace augur::ui {

SearchTreeNode::SearchTreeNode(CandidateId id) : id_(id) {
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(1.0);
}

void SearchTreeNode::setCandidate(const Candidate& c) {
    state_ = c.state;
    if (c.origin == Origin::Reference) label_ = QCoreApplication::translate("SearchTreeNode", "ref");
    else if (c.measurement && !c.measurement->ok()) label_ = QStringLiteral("✗");
    else if (auto s = c.measuredSpeedup()) label_ = QString::number(*s, 'f', 2) + QStringLiteral("×");
    else if (c.forecast && !c.forecast->parseFailure)
        label_ = QStringLiteral("≈") + QString::number(c.forecast->expectedSpeedup, 'f', 2) + QStringLiteral("×");
    else label_ = QStringLiteral("?");
    setToolTip(QCoreApplication::translate("SearchTreeNode", "#%1: %2, %3").arg(c.id).arg(StateStyle::name(c.state), label_));
    update();
}

QRectF SearchTreeNode::boundingRect() const { return {-kWidth / 2 - 2, -kHeight / 2 - 2, kWidth + 4, kHeight + 4}; }

void SearchTreeNode::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QRectF r(-kWidth / 2, -kHeight / 2, kWidth, kHeight);
    const double lod = option->levelOfDetailFromTransform(p->worldTransform());
    p->setBrush(StateStyle::color(state_));
    if (isSelected()) p->setPen(QPen(QColor(0x0d, 0x47, 0xa1), 3.0));
    else p->setPen(QPen(QColor(0x42, 0x42, 0x42), 1.0));
    p->drawRoundedRect(r, 5, 5);
    if (lod < 0.35) return;
    QFont f = p->font();
    f.setPointSizeF(8.0);
    p->setFont(f);
    p->setPen(Qt::black);
    p->drawText(r, Qt::AlignCenter, label_);
}

} // namespace augur::ui
