#pragma once
#include <QObject>
#include <QString>
#include <QStringList>

class QTranslator;

namespace augur::ui {

class AugurTranslator;

/// The user interface language: English (the source strings), Spanish or Japanese.
/// setLanguage() swaps the installed translators at run time; Qt then sends
/// QEvent::LanguageChange to every widget, and each one retranslates its texts. One
/// instance per application (instance()), owned by the QCoreApplication.
class LanguageSwitcher : public QObject {
    Q_OBJECT
public:
    /// The application's switcher (created on first use, parented to qApp).
    static LanguageSwitcher* instance();

    /// Codes of the shipped languages: "en", "es", "ja".
    static QStringList languages();
    /// A language's name in that language ("English", "Español", "日本語").
    static QString nativeName(const QString& code);
    /// "ja", "ja_JP", "es-ES", "EN" -> the shipped code; empty when not shipped.
    static QString normalise(const QString& requested);
    /// First shipped language among the system locale's UI languages, else "en".
    static QString systemLanguage();
    /// The language saved by the Language menu (QSettings "ui/language"), or empty.
    static QString savedLanguage();

    /// The language in force ("en" until setLanguage succeeds).
    QString language() const { return language_; }

public Q_SLOTS:
    /// Installs the catalogue of `code` (removing the previous one) and, when `remember`,
    /// saves the choice for the next start. False (nothing changes) for an unknown code
    /// or a catalogue that cannot be loaded.
    bool setLanguage(const QString& code, bool remember = false);

Q_SIGNALS:
    void languageChanged(const QString& code);

private:
    explicit LanguageSwitcher(QObject* parent);

    AugurTranslator* augur_;
    QTranslator* qt_;
    QString language_ = QStringLiteral("en");
    bool qtInstalled_ = false;
};

} // namespace augur::ui
