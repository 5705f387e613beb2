from manim import *


class HighlightWithBox(Scene):
    """Highlighting: a surrounding rectangle (box) appears around a word in a sentence, then the word is indicated."""

    def construct(self):
        words = VGroup(*[Text(w, font_size=40) for w in ["Manim", "makes", "animations"]]).arrange(
            RIGHT, buff=0.3
        )
        box = SurroundingRectangle(words[2], color=YELLOW, buff=0.15)
        self.play(Write(words))
        self.play(Create(box))
        self.play(Indicate(words[2]))
        self.wait()
