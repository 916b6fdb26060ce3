#pragma once
#include <QList>
#include <QTableView>

namespace augur::ui {

/// The candidate table's view. A live session changes rows all the time, mostly rows out
/// of sight; QAbstractItemView repaints its whole viewport for every changed row range, so
/// this view repaints only the changed rows that are on screen.
///
/// Frozen columns (setFrozenColumns) stay at the left edge while the table scrolls
/// horizontally, so a row keeps its id and state in sight beside its decision and
/// configuration: an overlay view on the same model and selection model paints them above
/// the scrolling columns (the frozen-column pattern of Qt's examples).
class CandidateTableView : public QTableView {
    Q_OBJECT
public:
    explicit CandidateTableView(QWidget* parent = nullptr);

    /// Keeps the logical `columns` at the left edge, in that order (they move to the front
    /// of the header). Call after setModel and after the view's selection, delegate and row
    /// settings, which the overlay copies. An empty list removes the overlay.
    void setFrozenColumns(const QList<int>& columns);
    /// The overlay that paints the frozen columns (null without frozen columns).
    QTableView* frozenView() const { return frozen_; }
    /// Width in pixels of the frozen columns that are shown (0 without any).
    int frozenWidth() const;
    /// Scrolls as QTableView does, except that a frozen column never scrolls the table
    /// sideways and any other column ends beside the frozen ones, not under them.
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

protected:
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles = {}) override;
    void resizeEvent(QResizeEvent* event) override;
    void updateGeometries() override;

private:
    struct OverlayTag {};
    /// The overlay itself: the same repaint economy, no overlay of its own.
    CandidateTableView(QWidget* parent, OverlayTag);
    void createOverlay();
    /// Widths, row height, header height, sort indicator and geometry of the overlay.
    void syncOverlay();

    CandidateTableView* frozen_ = nullptr;
    QList<int> frozenColumns_;
};

} // namespace augur::ui
