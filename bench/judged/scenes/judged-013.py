from manim import *

class ShoppingList(Scene):
    def construct(self):
        items = VGroup(
            *[
                Text(item, font_size=28)
                for item in ["Milk", "Eggs", "Bread"]
            ]
        )
        self.play(Write(items))
        self.play(CrossOut(items[1], color=RED))
        self.wait()