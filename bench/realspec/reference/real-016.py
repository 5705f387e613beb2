"""real-016 (text): Show the quote "Less is more" in italics in the centre and the author "Mies van der Rohe" in smaller grey text under it."""

from manim import *


class Main(Scene):
    def construct(self):
        quote = Text("Less is more", slant=ITALIC, font_size=72)
        author = Text("Mies van der Rohe", color=GREY, font_size=32).next_to(quote, DOWN, buff=0.5)
        self.play(Write(quote))
        self.play(FadeIn(author, shift=UP * 0.2))
        self.wait(0.5)
