// A share sheet whose link is too long for a QR code asks the page to pack it (#z=, deflate-raw:
// web/offline.js) and takes its code from the packed link; a packed link the page could not
// unpack reaches the app as it is and is refused by name.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "session/trainer/trainer_session.h"
#include "trainer/share.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;
using ::flagfall::testing_support::kNow;
using ::flagfall::testing_support::state_of;
constexpr std::string_view kPackedPage = "https://flagfall.example/app/index.html";

// My case with long notes, its share sheet open: a link too long for a code as it is.
void share_a_long_case(TrainerSession& s) {
  s.set_page_address(kPackedPage);
  rules::Scenario big = *trainer::Bank::builtin().find("king-adjacent-claim");
  big.id = "long-notes";
  big.notes = std::string(1200, 'n');
  s.add_to_mine(big);
  act(s, TA::kMine);
  ASSERT_TRUE(s.activate("mine.share.0", kNow));
  ASSERT_EQ(s.view(), TrainerView::kShare);
  ASSERT_FALSE(s.share_sheet()->qr.has_value());
}

TEST(PackedLink, ALinkTooLongForACodeIsSentToThePageToPackOnce) {
  TrainerSession s;
  share_a_long_case(s);
  const std::string link = s.share_sheet()->link;
  // What the player asked for goes first; the packing after it, once.
  ASSERT_TRUE(s.activate("share.link", kNow));
  EXPECT_EQ(s.take_export()->kind, "share");
  const auto pack = s.take_export();
  ASSERT_TRUE(pack.has_value());
  EXPECT_EQ(pack->kind, "pack");
  EXPECT_EQ(pack->text, link);
  EXPECT_FALSE(s.take_export().has_value());

  // A short link has its code at once, and nothing to pack.
  TrainerSession short_one;
  short_one.set_page_address(kPackedPage);
  short_one.add_to_mine(*trainer::Bank::builtin().find("king-adjacent-claim"));
  act(short_one, TA::kMine);
  ASSERT_TRUE(short_one.activate("mine.share.0", kNow));
  EXPECT_TRUE(short_one.share_sheet()->qr.has_value());
  EXPECT_FALSE(short_one.take_export().has_value());
}

TEST(PackedLink, TheCodeComesFromThePackedLinkOfTheSheetOnShow) {
  TrainerSession s;
  share_a_long_case(s);
  const ShareSheet& sheet = *s.share_sheet();
  const std::string link = sheet.link;
  const std::string too_long_note = sheet.qr_note;
  const std::string packed = std::string(kPackedPage) + "#z=" + std::string(700, 'A');
  // An answer for another link (a sheet closed since), or the page's "could not": nothing.
  s.link_packed(link + "x", packed);
  s.link_packed(link, "");
  EXPECT_FALSE(sheet.qr.has_value());
  EXPECT_EQ(sheet.qr_note, too_long_note);
  // Packed, but still too long.
  s.link_packed(link, std::string(kPackedPage) + "#z=" + std::string(1600, 'A'));
  EXPECT_FALSE(sheet.qr.has_value());
  EXPECT_NE(sheet.qr_note.find("even packed"), std::string::npos) << sheet.qr_note;
  s.link_packed(link, packed);
  ASSERT_TRUE(sheet.qr.has_value());
  EXPECT_EQ(sheet.qr_link, packed);
  EXPECT_EQ(sheet.link, link) << "the link shared and copied stays the plain one";
  EXPECT_NE(sheet.qr_note.find("packed small"), std::string::npos) << sheet.qr_note;
  EXPECT_NE(sheet.qr_note.find(std::to_string(packed.size())), std::string::npos);
  EXPECT_EQ(state_of(s, kNow)["share"]["qr_link"], packed);
}

TEST(PackedLink, APackedLinkThePageCouldNotUnpackIsRefusedByName) {
  const auto opened = trainer::open_link("#z=bm90IGRlZmxhdGU", trainer::Bank::builtin());
  ASSERT_FALSE(opened);
  EXPECT_NE(opened.error().find("packed small for a QR code"), std::string::npos) << opened.error();
  TrainerSession s;
  s.open_link("#z=bm90IGRlZmxhdGU", kNow);
  EXPECT_NE(s.notice().find("could not unpack"), std::string::npos) << s.notice();
}

}  // namespace
}  // namespace flagfall::session
