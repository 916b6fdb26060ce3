#pragma once
#include "core/Candidate.h"

#include <QGraphicsItem>
#include <QString>

namespace augur::ui {

/// One candidate in the search-tree scene: a rounded box in its state's colour, labelled
/// with its speedup (measured "1.23×", forecast "≈1.23×", failed "✗"). Zoomed far out it
/// is drawn as a plain coloured box without text.
class SearchTreeNode : public QGraphicsItem {
public:
    static constexpr double kWidth = 58.0;
    static constexpr double kHeight = 22.0;

    explicit SearchTreeNode(CandidateId id);

    CandidateId id() const { return id_; }
    /// Copies what the node shows from a candidate.
    void setCandidate(const Candidate& c);
    CandidateState state() const { return state_; }

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    CandidateId id_;
    CandidateState state_ = CandidateState::Proposed;
    QString label_;
};

} // namespace augur::ui
