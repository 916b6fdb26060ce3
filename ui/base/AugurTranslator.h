#pragma once
#include <QTranslator>

namespace augur::ui {

/// Translator for Augur's own catalogue (translations/augur_*.ts, embedded as :/i18n/).
/// lupdate (Qt 6.4) does not understand C++17 nested namespaces, so it files tr() strings
/// of augur::ui::MainWindow under "MainWindow", while at run time tr() asks for the fully
/// qualified class name. Lookups retry without the namespace, then in the shared
/// "BinScheme" context (bin labels passed through tr() by several classes).
class AugurTranslator : public QTranslator {
    Q_OBJECT
public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
};

} // namespace augur::ui
